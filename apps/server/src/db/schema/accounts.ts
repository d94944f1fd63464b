import { ACCOUNT_STATUSES } from '@aviation-permits/domain/account';
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { trigrams } from '../word-search.js';

// A person's account (ACC-39) and what hangs off it: the registration profile, its
// supporting documents, and the history of status changes (who, when, why).

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

// The keys the officers' searches compare a prefix with (OFF-51), spelled once for their indexes
// and their queries, so the planner matches them ("C" collation: a LIKE 'prefix%' is a range of
// the index). Addresses are stored lower-cased; the one shown is the sign-in's, else the proved.
const nameSearchKey = (fullName: AnyPgColumn) => sql`(lower(${fullName}) collate "C")`;
const emailSearchKey = (email: AnyPgColumn, provedEmail: AnyPgColumn) =>
  sql`(coalesce(${email}, ${provedEmail}) collate "C")`;

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
    index('accounts_name_search_idx').on(nameSearchKey(table.fullName)),
    index('accounts_email_search_idx').on(emailSearchKey(table.email, table.provedEmail)),
    // A search of three characters or more matches the start of any word (OFF-51, word-search.ts).
    index('accounts_name_words_idx').using('gin', trigrams(nameSearchKey(table.fullName))),
    index('accounts_email_words_idx').using(
      'gin',
      trigrams(emailSearchKey(table.email, table.provedEmail)),
    ),
    uniqueIndex('accounts_proved_email_unique')
      .on(table.provedEmail)
      .where(sql`${table.provedEmail} is not null`),
  ],
);

/** What the officers' searches compare a prefix with (OFF-51): as their indexes spell them. */
export const ACCOUNT_SEARCH_KEYS = {
  name: nameSearchKey(accounts.fullName),
  email: emailSearchKey(accounts.email, accounts.provedEmail),
};

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
