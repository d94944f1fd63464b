import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { officers } from './officers.js';

// The issued permits (PRM-1 to PRM-6, docs/permits.md): the PDF made once at approval, kept in
// its row with its SHA-256, so every download sends the same bytes and a permit never exists
// without its row nor the reverse. A supervisor's reopen or revocation voids it; a later approval
// issues a new row, the old one stays for its verification page ("Revoked").

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const permits = pgTable(
  'permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** The application's reference, which the verification URL carries. */
    reference: text('reference').notNull(),
    /** The short code printed on the permit and carried by its QR (PRM-3). */
    verificationCode: text('verification_code').notNull(),
    /** What the verification page tells, kept as printed (PRM-8). */
    holderName: text('holder_name').notNull(),
    category: integer('category').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    issuedByOfficerId: uuid('issued_by_officer_id').references(() => officers.id),
    pdf: bytea('pdf').notNull(),
    /** SHA-256 of `pdf`, hex. */
    sha256: text('sha256').notNull(),
    /** When a supervisor reopened or revoked the decision; null while the permit stands. */
    voidedAt: timestampTz('voided_at'),
  },
  (table) => [
    // One standing permit per application.
    uniqueIndex('permits_one_standing_idx')
      .on(table.applicationId)
      .where(sql`${table.voidedAt} is null`),
    index('permits_reference_idx').on(table.reference),
  ],
);
