import { ACCOUNT_STATUSES } from '@aviation-permits/domain';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// A person's account (ACC-39) and what hangs off it: the registration profile, its
// supporting documents, and the history of status changes (who, when, why).

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('PENDING_REGISTRATION'),
    /**
     * The address of an e-mail sign-in, lower-cased, so one address is one account whatever its
     * spelling. The sign-in proved it.
     */
    email: text('email').unique(),
    /**
     * The address a Singpass or Corppass user proved with a one-time code (lower-cased). Only a
     * proved address is an identity key: unique among proved claims (the partial index, so two
     * concurrent claims cannot both win), where decisions are mailed, what the accounts command finds.
     */
    provedEmail: text('proved_email'),
    /** The NRIC/FIN of a Singpass sign-in. */
    singpassSubject: text('singpass_subject').unique(),
    /** `${uen}:${userId}` of a Corppass sign-in. */
    corppassSubject: text('corppass_subject').unique(),
    fullName: text('full_name').notNull().default(''),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The officers' accounts to review (OFF-22): SUBMITTED ones, oldest first. The move to a status
    // stamps updated_at, so a submitted account's updated_at is when it was submitted.
    index('accounts_status_updated_idx').on(table.status, table.updatedAt, table.id),
    uniqueIndex('accounts_proved_email_unique')
      .on(table.provedEmail)
      .where(sql`${table.provedEmail} is not null`),
  ],
);

export const accountProfiles = pgTable('account_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The profile form's values, shaped by the domain's profile schema. */
  data: jsonb('data').notNull(),
  /** Names of the fields filled from MyInfo: shown as such and locked. */
  myinfoFields: jsonb('myinfo_fields').$type<string[]>().notNull().default([]),
  submittedAt: timestampTz('submitted_at'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

export const accountDocuments = pgTable(
  'account_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestampTz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('account_documents_account_id_idx').on(table.accountId)],
);

export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null for the creation of the account. */
    fromStatus: text('from_status', { enum: ACCOUNT_STATUSES }),
    toStatus: text('to_status', { enum: ACCOUNT_STATUSES }).notNull(),
    /** 'applicant', 'system' or 'cli:<os user>'. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('account_events_account_id_idx').on(table.accountId)],
);
