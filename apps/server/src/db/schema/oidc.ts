import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per OpenID Connect sign-in in flight (Singpass, Corppass, MyInfo), keyed by its state,
 * so the callback may land on any server instance. Deleted when the callback uses it or it expires.
 */
export const oidcTransactions = pgTable(
  'oidc_transactions',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The DPoP key pair of a FAPI 2.0 sign-in, as a private JWK (JSON). */
    dpopPrivateJwk: text('dpop_private_jwk'),
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_transactions_expires_at_idx').on(table.expiresAt)],
);
