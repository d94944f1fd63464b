import {
  applicationDraftSchema,
  dashboardCategoryOf,
  isEditable,
  isRemovable,
  isWithdrawable,
  singaporeCalendarDate,
  toGeoJson,
  type ApplicationActor,
  type ApplicationRecord,
  type CategoryId,
  type Money,
} from '@aviation-permits/domain';
import type { StoredDocument } from './application-document.repository.js';
import type { ApplicationEventRow, ApplicationRow } from './application.repository.js';
import { storedEligibility } from './stored-eligibility.js';

// A stored application as the details and edit pages read it (APP-50): the form, what the
// Enquiry Tool's rules said of it at submission (APP-9), what the applicant may do with it now,
// its documents and its status history.

/** What Proceed to Payment asks for: shown only while payment is pending (PAY-2). */
export function amountDueOf(
  row: Pick<ApplicationRow, 'amountDueCents' | 'status'>,
): Money | undefined {
  return row.status !== 'PENDING_PAYMENT' || row.amountDueCents === null
    ? undefined
    : { currency: 'SGD', amountCents: row.amountDueCents };
}

/** The creator's name is shown only on an entity's applications, where members differ (APP-56). */
export function createdByNameOf(
  row: Pick<ApplicationRow, 'entityUen' | 'createdByName'>,
): string | undefined {
  return row.entityUen === null ? undefined : row.createdByName;
}

export function toApplicationRecord(
  row: ApplicationRow,
  documents: readonly StoredDocument[],
  events: readonly ApplicationEventRow[],
  now: Date,
): ApplicationRecord {
  const amountDue = amountDueOf(row);
  const createdByName = createdByNameOf(row);
  const eligibility = storedEligibility(row.form);
  const form = applicationDraftSchema.parse(row.form);
  const dashboardCategory = dashboardCategoryOf(
    { status: row.status, lastEndDate: row.lastEndDate ?? undefined },
    singaporeCalendarDate(now),
  );
  return {
    id: row.id,
    reference: row.reference,
    categoryId: row.category as CategoryId,
    status: row.status,
    ...(dashboardCategory ? { dashboardCategory } : {}),
    version: row.version,
    form,
    ...(form.location ? { locationGeoJson: toGeoJson(form.location) } : {}),
    ...(eligibility ? { eligibility } : {}),
    editable: isEditable(row.status),
    removable: isRemovable(row.status),
    withdrawable: isWithdrawable(row.status),
    ...(amountDue ? { amountDue } : {}),
    ...(createdByName === undefined ? {} : { createdByName }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.submittedAt ? { submittedAt: row.submittedAt.toISOString() } : {}),
    documents: documents.map(({ storageKey: _key, ...document }) => document),
    history: events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      by: event.actor as ApplicationActor,
      at: event.createdAt.toISOString(),
      ...(event.reason ? { reason: event.reason } : {}),
    })),
  };
}
