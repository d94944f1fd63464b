import { applicationIssues } from '@aviation-permits/domain';
import type { CategoryId, SubmissionContext } from '@aviation-permits/domain';
import {
  APPLICATION_SECTIONS,
  sectionOfField,
} from '@/lib/application-sections/application-sections';
import type { ApplicationFormValues } from './form-values';

/**
 * APP-71: the furthest step a reopened draft may go to from the step list: every step before the
 * first one whose answers the submission rules do not pass yet, and that one. The rules are the
 * domain's, the same the steps' Next and the server apply.
 */
export function furthestReachableStep(
  values: ApplicationFormValues,
  category: CategoryId,
  context: SubmissionContext,
): number {
  const failing = applicationIssues(values, context).map(({ field }) =>
    APPLICATION_SECTIONS.findIndex(
      ({ key }) => key === sectionOfField(field, category, values.activityType),
    ),
  );
  return Math.min(APPLICATION_SECTIONS.length - 1, ...failing);
}
