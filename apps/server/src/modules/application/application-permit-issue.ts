import { applicationDraftSchema } from '@aviation-permits/domain/application';
import { CATEGORY_IDS } from '@aviation-permits/domain/activity';
import type { PermitIssue } from '../../platform/ports/permits.js';
import type { ApplicationRow } from './application.repository.js';

// What an approval tells the permit module to print (PRM-2): the stored application's terms, its
// holder and the deciding officer. The form is read through the domain's draft schema, which every
// submitted form passes.

interface ApprovalTerms {
  holderName: string;
  officerId: string | null;
  officerName: string;
  conditions: string;
  validFrom: string;
  validTo: string;
  issuedAt: Date;
}

/** Printed when an officer has no name on record. */
const UNNAMED_OFFICER = 'Authorised officer';

export function permitIssueOf(stored: ApplicationRow, terms: ApprovalTerms): PermitIssue {
  const parsed = applicationDraftSchema.safeParse(stored.form);
  const form = parsed.success ? parsed.data : undefined;
  const categoryId = CATEGORY_IDS.find((id) => id === stored.category) ?? CATEGORY_IDS[0];
  return {
    applicationId: stored.id,
    reference: stored.reference ?? '',
    categoryId,
    activityType: stored.activityType,
    venue: stored.venue,
    dateTimeRows: (form?.dateTimeRows ?? []).map((row) => ({
      startDate: row.startDate ?? '',
      endDate: row.endDate ?? '',
      startTime: row.startTime ?? '',
      endTime: row.endTime ?? '',
    })),
    location: form?.location,
    ...terms,
    officerName: terms.officerName || UNNAMED_OFFICER,
  };
}
