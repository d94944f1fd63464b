import { LOGIN_KINDS } from '@aviation-permits/domain/session';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

// Server-side sessions and e-mail one-time codes, in the database so that every server instance
// shares them. Neither table holds a secret a reader could reuse: sessions are keyed by the SHA-256
// of the cookie's token, codes are kept as an HMAC.

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const SESSION_END_REASONS = ['LOGOUT', 'SUPERSEDED', 'EXPIRED', 'IDLE'] as const;

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 hex of the session token; the token itself lives only in the cookie. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    loginKind: text('login_kind', { enum: LOGIN_KINDS }).notNull(),
    /** What the identity provider said, e.g. { uen, role, nric }. */
    claims: jsonb('claims').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestampTz('expires_at').notNull(),
    endedAt: timestampTz('ended_at'),
    endReason: text('end_reason', { enum: SESSION_END_REASONS }),
  },
  (table) => [
    index('sessions_account_id_idx').on(table.accountId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Lower-cased; for an officer's sign-in code `officer:` and the address, so the officers' codes
     * and counts never mix with an applicant's (modules/otp/otp.module.ts, OFF-2).
     */
    email: text('email').notNull(),
    /**
     * The client that asked for the code (a keyed hash of its address, never the address itself):
     * one code per address and client, and only this client's wrong tries void it.
     */
    clientKey: text('client_key').notNull().default(''),
    /** HMAC-SHA-256 of the code; the code itself is only in the e-mail. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Wrong tries from the client that asked for the code. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestampTz('last_sent_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('otp_challenges_email_idx').on(table.email, table.clientKey),
    index('otp_challenges_expires_at_idx').on(table.expiresAt),
  ],
);
