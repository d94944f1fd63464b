import {
  applicationDraftSchema,
  dashboardCategoryOf,
  isEditable,
  isRemovable,
  isWithdrawable,
  type ApplicationHistoryEntry,
  type ApplicationRecord,
  type Money,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { toGeoJson } from '@aviation-permits/domain/geo';
import { type CategoryId } from '@aviation-permits/domain/activity';
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

/** A supervisor's move reads as the authority's, and its reason (an internal error) stays inside (OFF-23). */
function historyEntryOf(event: ApplicationEventRow): ApplicationHistoryEntry {
  const bySupervisor = event.actor === 'supervisor';
  return {
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    by: bySupervisor ? 'officer' : (event.actor as ApplicationHistoryEntry['by']),
    at: event.createdAt.toISOString(),
    ...(event.reason && !bySupervisor ? { reason: event.reason } : {}),
  };
}

/** What the officer wrote with the move into the application's current status (OFF-23). */
function officerTextOf(row: ApplicationRow, events: readonly ApplicationEventRow[]) {
  const last = events.findLast((event) => event.toStatus === row.status);
  return last?.actor === 'officer' ? (last.reason ?? undefined) : undefined;
}

/** The officer's words the applicant reads for the status it is in now (OFF-23). */
function decisionOf(row: ApplicationRow, events: readonly ApplicationEventRow[]) {
  const text = officerTextOf(row, events);
  if (row.status === 'NEED_YOUR_ACTION' && text) return { officerMessage: text };
  if (row.status === 'REJECTED' && text) return { rejectionReason: text };
  if (
    row.status === 'APPROVED' &&
    row.approvalConditions !== null &&
    row.approvedFrom !== null &&
    row.approvedTo !== null
  ) {
    return {
      approval: {
        conditions: row.approvalConditions,
        validFrom: row.approvedFrom,
        validTo: row.approvedTo,
      },
    };
  }
  return {};
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
    history: events.map(historyEntryOf),
    ...decisionOf(row, events),
  };
}
