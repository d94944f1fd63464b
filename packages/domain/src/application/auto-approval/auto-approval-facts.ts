import { heightAboveSeaLevelFt } from '../../eligibility/activity-height.js';
import { applicationEnquiry } from '../application-eligibility.js';
import { metresToFeet } from '../../eligibility/eligibility-format.js';
import type { CategoryId } from '../../activity/categories.js';
import type { ApplicationDraft } from '../forms/application-form.js';
import type { DateTimeRow } from '../../activity/date-time-rows.js';
import { applicationPeriod } from '../lifecycle/application-period.js';

// What the auto-approval policy (OFF-56) judges an application by, read from its submitted form
// the way the Enquiry Tool's rules read it (APP-9), so the height a rule limits is the height the
// verdict was reached on.

export interface AutoApprovalFacts {
  category: CategoryId;
  /** Category 4's activity type code; the applicant's own words in the other categories. */
  activityType: string | undefined;
  /** How high the activity reaches, in feet above mean sea level; undefined when not given. */
  heightFt: number | undefined;
  /** The asked dates and times, as far as they are well formed. */
  dateTimeRows: readonly DateTimeRow[];
  /** The first start and last end date asked: the approval's validity. */
  firstStartDate: string | undefined;
  lastEndDate: string | undefined;
  /** Nothing is owed: the fee was paid, or none was due. */
  feePaid: boolean;
}

/** The highest point of the activity above mean sea level, as the rules read it, in feet. */
function heightFtOf(form: ApplicationDraft): number | undefined {
  const enquiry = applicationEnquiry(form);
  if (!enquiry) return undefined;
  switch (form.category) {
    case 2:
      // A crane's top: its site's ground elevation plus its working height (crane-rule.ts).
      return enquiry.siteGroundElevationM === undefined || enquiry.workingHeightM === undefined
        ? undefined
        : metresToFeet(enquiry.siteGroundElevationM + enquiry.workingHeightM);
    case 3:
      return enquiry.vesselHeightM === undefined ? undefined : metresToFeet(enquiry.vesselHeightM);
    case 4:
      return heightAboveSeaLevelFt(enquiry.height, enquiry.siteGroundElevationM)?.feet;
    default:
      return undefined;
  }
}

export function autoApprovalFactsOf(
  form: ApplicationDraft,
  { feePaid }: { feePaid: boolean },
): AutoApprovalFacts {
  const { firstStartDate, lastEndDate } = applicationPeriod(form);
  return {
    category: form.category,
    activityType: form.activityType,
    heightFt: heightFtOf(form),
    dateTimeRows: applicationEnquiry(form)?.dateTimeRows ?? [],
    firstStartDate,
    lastEndDate,
    feePaid,
  };
}
