import type { AccountStatus } from '@aviation-permits/domain/account';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountEvents, accounts } from '../../db/schema/accounts.js';
import { millisecondNow } from '../../db/millisecond-now.js';

// The only SQL on accounts and their status history. Functions take the database or a
// transaction, so a service can group several of them into one.

export interface AccountRecord {
  id: string;
  status: AccountStatus;
  /** The e-mail sign-in's address (proved by the sign-in). */
  email: string | null;
  /** The address a Singpass or Corppass user proved with a code. */
  provedEmail: string | null;
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
  provedEmail: accounts.provedEmail,
  fullName: accounts.fullName,
};

/** An account's proved address: its e-mail sign-in's, else the one its owner proved with a code. */
const provedAddress = sql<string | null>`coalesce(${accounts.email}, ${accounts.provedEmail})`;

/** Whether Postgres refused a row for a unique index (two claims of one address raced). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

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
     * The account that holds this address as proved: its e-mail sign-in's address, or one its
     * Singpass or Corppass owner proved with a code. An address someone merely typed finds nothing.
     */
    async findByProvedEmail(email: string, tx: Database = db): Promise<AccountRecord | undefined> {
      const address = email.toLowerCase();
      const [row] = await tx
        .select(accountColumns)
        .from(accounts)
        .where(or(eq(accounts.email, address), eq(accounts.provedEmail, address)))
        .orderBy(sql`${accounts.email} = ${address} desc nulls last`)
        .limit(1);
      return row;
    },

    /** Whether an account other than `accountId` holds the address as proved. */
    async isProvedElsewhere(email: string, accountId: string, tx: Database = db): Promise<boolean> {
      const address = email.toLowerCase();
      const [row] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            or(eq(accounts.email, address), eq(accounts.provedEmail, address)),
            ne(accounts.id, accountId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records the address the account's owner has just proved; false when another account holds
     * it as proved (checked here and, for two claims racing, by the partial unique index).
     */
    async claimProvedEmail(accountId: string, email: string, tx: Database = db): Promise<boolean> {
      const address = email.toLowerCase();
      if (await this.isProvedElsewhere(address, accountId, tx)) return false;
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint
            .update(accounts)
            .set({ provedEmail: address, updatedAt: millisecondNow() })
            .where(eq(accounts.id, accountId));
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
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
        .set({ fullName, updatedAt: millisecondNow() })
        .where(sql`${accounts.id} = ${id} and ${accounts.fullName} = ''`);
    },

    /**
     * Where to write to the applicant: a proved address only (the e-mail sign-in's, or the one a
     * Singpass or Corppass user proved); none until there is one.
     */
    async contactEmail(id: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ email: provedAddress })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row?.email ?? undefined;
    },

    async setStatus(id: string, status: AccountStatus, tx: Database): Promise<void> {
      await tx
        .update(accounts)
        .set({ status, updatedAt: millisecondNow() })
        .where(eq(accounts.id, id));
    },

    async recordEvent(event: StatusEvent, tx: Database = db): Promise<void> {
      await tx.insert(accountEvents).values(event);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
