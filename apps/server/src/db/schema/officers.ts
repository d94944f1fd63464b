import {
  OFFICER_AUDIT_ACTIONS,
  OFFICER_ROLES,
  OFFICER_STATUSES,
} from '@aviation-permits/domain/officer';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The authority's side (docs/officer-console.md): officers, apart from the applicants' accounts
// (OFF-1), their recovery codes, their sessions (OFF-5) and the audit trail of what they and the
// operators do (OFF-8). The audit table is append-only: the migration adds a trigger that refuses
// UPDATE, DELETE and TRUNCATE.

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const officers = pgTable(
  'officers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; unique whatever its spelling (the index on lower(email)). */
    email: text('email').notNull(),
    /** A name or a title, as the operator gave it. */
    displayName: text('display_name').notNull().default(''),
    role: text('role', { enum: OFFICER_ROLES }).notNull(),
    status: text('status', { enum: OFFICER_STATUSES }).notNull().default('active'),
    /**
     * The authenticator's secret, sealed with AES-256-GCM under a key derived from APP_SECRET
     * (security/sealed-text.ts). Set while the officer sets the app up; null once reset.
     */
    totpSecret: text('totp_secret'),
    /** When a right code completed the set-up; null: the next sign-in sets it up. */
    totpEnrolledAt: timestampTz('totp_enrolled_at'),
    /** The newest time step whose code was accepted: each code signs in once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('officers_email_unique').on(sql`lower(${table.email})`)],
);

export const officerRecoveryCodes = pgTable(
  'officer_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officerId: uuid('officer_id')
      .notNull()
      .references(() => officers.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the code, bound to the officer; the code itself was shown once. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('officer_recovery_codes_unique').on(table.officerId, table.codeHash)],
);

export const OFFICER_SESSION_END_REASONS = [
  'LOGOUT',
  'EXPIRED',
  'IDLE',
  /** The officer was disabled (OFF-6). */
  'DISABLED',
  /** Too many wrong second-factor codes in this session. */
  'SECOND_FACTOR_LIMIT',
  /** An operator reset the officer's authenticator. */
  'TOTP_RESET',
] as const;

export const officerSessions = pgTable(
  'officer_sessions',
  {
    /** SHA-256 hex of the cookie's token; a new token when the second factor is passed. */
    id: text('id').primaryKey(),
    officerId: uuid('officer_id')
      .notNull()
      .references(() => officers.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Null while signing in: only the second-factor and enrolment calls are open to it. */
    secondFactorAt: timestampTz('second_factor_at'),
    /** Wrong second-factor codes in this session. */
    wrongSecondFactors: integer('wrong_second_factors').notNull().default(0),
    endedAt: timestampTz('ended_at'),
    endReason: text('end_reason', { enum: OFFICER_SESSION_END_REASONS }),
  },
  (table) => [
    index('officer_sessions_officer_id_idx').on(table.officerId),
    index('officer_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const officerAudit = pgTable(
  'officer_audit',
  {
    /** In the order rows were written: the trail's order, and its pages' cursor. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestampTz('at').notNull(),
    /** The officer's id, 'system', or 'cli:<operating-system user>' for an operator. */
    actor: text('actor').notNull(),
    action: text('action', { enum: OFFICER_AUDIT_ACTIONS }).notNull(),
    /** What the action was about: 'officer' and an officer's id, later 'application' and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The reason an officer gave, or what happened (e.g. recovery codes left). */
    message: text('message'),
    /** The client address of the request (null for an operator's command). */
    clientAddress: text('client_address'),
    /** The request's id, as in the request log. */
    requestId: text('request_id'),
  },
  (table) => [
    index('officer_audit_actor_idx').on(table.actor, table.id),
    index('officer_audit_subject_idx').on(table.subjectType, table.subjectId, table.id),
  ],
);
