import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oidcTransactions } from '../../db/schema/oidc.js';
import type { AuthorizationSecrets } from '../../adapters/identity/oidc-client.js';

// Sign-ins in flight, keyed by their state, in the database so that the provider's callback may
// land on any server instance. A row is used once: taking it deletes it.

interface OidcTransaction extends AuthorizationSecrets {
  provider: string;
  returnTo: string | null;
}

export interface OidcTransactionRepository {
  save(transaction: OidcTransaction, expiresAt: Date): Promise<void>;
  /** Deletes and returns the unexpired transaction of `state` for `provider`; null if none. */
  take(provider: string, state: string, now: Date): Promise<OidcTransaction | null>;
  pruneExpired(now: Date): Promise<void>;
}

export function createOidcTransactionRepository(db: Database): OidcTransactionRepository {
  return {
    async save(transaction, expiresAt) {
      await db.insert(oidcTransactions).values({ ...transaction, expiresAt });
    },

    async take(provider, state, now) {
      // One statement: two callbacks racing with the same state cannot both get the row.
      const [row] = await db
        .delete(oidcTransactions)
        .where(
          and(
            eq(oidcTransactions.state, state),
            eq(oidcTransactions.provider, provider),
            gt(oidcTransactions.expiresAt, now),
          ),
        )
        .returning();
      if (!row) return null;
      return {
        provider: row.provider,
        state: row.state,
        codeVerifier: row.codeVerifier,
        nonce: row.nonce,
        dpopPrivateJwk: row.dpopPrivateJwk,
        returnTo: row.returnTo,
      };
    },

    async pruneExpired(now) {
      await db.delete(oidcTransactions).where(lte(oidcTransactions.expiresAt, now));
    },
  };
}
