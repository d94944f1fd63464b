import type { ApplicationStatus } from '@aviation-permits/domain/application';
import type { Database } from '../db/database.js';
import { applications } from '../db/schema/applications.js';

// Payment tests need a submitted application waiting for payment; submitting a whole form is the
// application module's concern (and its tests'), so the row is placed as a submission leaves it.

let sequence = 0;

export async function insertPayableApplication(
  db: Database,
  ownerAccountId: string,
  options: {
    amountCents?: number;
    status?: ApplicationStatus;
    /** When its activity starts, Singapore wall-clock (the lifecycle's expiry, LIFE-4). */
    startsAt?: [date: string, time: string];
  } = {},
): Promise<{ id: string; reference: string; amountCents: number }> {
  sequence += 1;
  const [startDate, startTime] = options.startsAt ?? [];
  const reference = `AA-2026-${String(sequence).padStart(6, '0')}`;
  const amountCents = options.amountCents ?? 5_000;
  const [row] = await db
    .insert(applications)
    .values({
      reference,
      category: 4,
      activityType: 'KITE',
      status: options.status ?? 'PENDING_PAYMENT',
      form: {
        category: 4,
        activityType: 'KITE',
        venue: 'West Coast Park',
        ...(startDate ? { dateTimeRows: [{ startDate, startTime }] } : {}),
      },
      ownerAccountId,
      accessScope: `account:${ownerAccountId}`,
      createdByName: 'Applicant',
      amountDueCents: amountCents,
      venue: 'West Coast Park',
      firstStartDate: startDate ?? null,
      submittedAt: new Date(),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('The application was not inserted');
  return { id: row.id, reference, amountCents };
}
