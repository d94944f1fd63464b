import type { AccountStatus } from '@aviation-permits/domain';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountEvents, accountProfiles, accounts } from '../../db/schema/accounts.js';

// The only SQL on accounts and their status history. Functions take the database or a
// transaction, so a service can group several of them into one.

export interface AccountRecord {
  id: string;
  status: AccountStatus;
  email: string | null;
  fullName: string;
}

/** How a person is recognised: exactly one of the three unique subject columns. */
export type AccountSubject =
  | { column: 'email'; value: string }
  | { column: 'singpassSubject'; value: string }
  | { column: 'corppassSubject'; value: string };

const accountColumns = {
  id: accounts.id,
  status: accounts.status,
  email: accounts.email,
  fullName: accounts.fullName,
};

export interface StatusEvent {
  accountId: string;
  fromStatus: AccountStatus | null;
  toStatus: AccountStatus;
  actor: string;
  reason: string | null;
}

export function createAccountRepository(db: Database) {
  return {
    async findById(id: string, tx: Database = db): Promise<AccountRecord | undefined> {
      const [row] = await tx.select(accountColumns).from(accounts).where(eq(accounts.id, id));
      return row;
    },

    /**
     * The account an officer means by an e-mail address: its sign-in address, else the address of
     * its submitted profile (a Singpass or Corppass account has only that one). Registration keeps
     * both kinds unique across accounts; the sign-in address wins if a draft repeats it.
     */
    async findByEmail(email: string, tx: Database = db): Promise<AccountRecord | undefined> {
      const address = email.toLowerCase();
      const [row] = await tx
        .select(accountColumns)
        .from(accounts)
        .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
        .where(
          or(
            eq(accounts.email, address),
            and(
              isNotNull(accountProfiles.submittedAt),
              sql`lower(${accountProfiles.data} ->> 'email') = ${address}`,
            ),
          ),
        )
        .orderBy(sql`${accounts.email} = ${address} desc nulls last`)
        .limit(1);
      return row;
    },

    /** Locks the row until the transaction ends, so two status changes cannot interleave. */
    async findByIdForUpdate(id: string, tx: Database): Promise<AccountRecord | undefined> {
      const [row] = await tx
        .select(accountColumns)
        .from(accounts)
        .where(eq(accounts.id, id))
        .for('update');
      return row;
    },

    /** The account of this subject; created PENDING_REGISTRATION (and its first event) if new. */
    async findOrCreate(
      subject: AccountSubject,
      fullName: string,
      tx: Database = db,
    ): Promise<{ account: AccountRecord; created: boolean }> {
      const column = accounts[subject.column];
      const [inserted] = await tx
        .insert(accounts)
        .values({ [subject.column]: subject.value, fullName })
        .onConflictDoNothing({ target: column })
        .returning(accountColumns);
      if (inserted !== undefined) {
        await this.recordEvent(
          {
            accountId: inserted.id,
            fromStatus: null,
            toStatus: inserted.status,
            actor: 'system',
            reason: 'first sign-in',
          },
          tx,
        );
        return { account: inserted, created: true };
      }
      const [existing] = await tx
        .select(accountColumns)
        .from(accounts)
        .where(eq(column, subject.value));
      if (existing === undefined) throw new Error('Account vanished between insert and select');
      return { account: existing, created: false };
    },

    /** Fills the name from an identity provider when the account has none yet. */
    async fillMissingName(id: string, fullName: string, tx: Database = db): Promise<void> {
      await tx
        .update(accounts)
        .set({ fullName, updatedAt: sql`now()` })
        .where(sql`${accounts.id} = ${id} and ${accounts.fullName} = ''`);
    },

    /**
     * Where to write to the applicant: the sign-in address, else the address of the profile (a
     * Singpass or Corppass account has only that one).
     */
    async contactEmail(id: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await tx
        .select({
          email: sql<
            string | null
          >`coalesce(${accounts.email}, ${accountProfiles.data} ->> 'email')`,
        })
        .from(accounts)
        .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
        .where(eq(accounts.id, id));
      return row?.email ?? undefined;
    },

    async setStatus(id: string, status: AccountStatus, tx: Database): Promise<void> {
      await tx
        .update(accounts)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(accounts.id, id));
    },

    async recordEvent(event: StatusEvent, tx: Database = db): Promise<void> {
      await tx.insert(accountEvents).values(event);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
