import { applicationPeriod, type ApplicationDraft } from '@aviation-permits/domain/application';
import type { FormColumns } from './application.repository.js';

// What the dashboard reads of a form, kept in columns beside it so it can be searched, filtered
// and sorted with indexes (APP-59): category, type of activity, venue and the period
// (applicationPeriod: over the date/time rows and, for cranes, the machinery period).

export function formColumns(form: ApplicationDraft): FormColumns {
  const { firstStartDate, lastEndDate } = applicationPeriod(form);
  return {
    category: form.category,
    activityType: form.activityType ?? null,
    venue: form.venue ?? '',
    firstStartDate: firstStartDate ?? null,
    lastEndDate: lastEndDate ?? null,
  };
}
