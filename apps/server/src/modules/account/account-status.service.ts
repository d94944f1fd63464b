import { findAccountTransition, type AccountStatus } from '@aviation-permits/domain/account';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../errors/http-errors.js';
import { accountStatusMail, type AccountMailContext } from './account-status-mail.js';
import type { AccountRepository } from '../../platform/accounts/account.repository.js';

// Account status changes (ACC-39 to ACC-42), decided here and nowhere else: the move must be in the
// domain's transition table for the actor's role; the new status, the event (who, when, why) and
// the applicant's e-mail are written in one transaction (SMTP mail leaves after the commit).

interface TransitionRequest {
  /** 'applicant' (the account holder, through the portal), 'system', or 'cli:<os user>'. */
  actor: string;
  reason?: string | null;
}

export interface TransitionResult {
  accountId: string;
  from: AccountStatus;
  to: AccountStatus;
  /** Where the applicant was told, if anywhere. */
  notified: string | null;
}

/** A transition written inside a caller's transaction; `afterCommit` sends SMTP mail. */
interface PendingTransition {
  result: TransitionResult;
  afterCommit: AfterCommit | undefined;
}

export interface AccountStatusService {
  /** The transition in a transaction of its own, mail sent once it commits. */
  transition(
    accountId: string,
    toStatus: AccountStatus,
    request: TransitionRequest,
  ): Promise<TransitionResult>;
  /**
   * The transition inside the caller's transaction, so that it commits or rolls back with the
   * caller's own writes (a profile submission); the caller runs `afterCommit` after its commit.
   */
  transitionWithin(
    tx: Database,
    accountId: string,
    toStatus: AccountStatus,
    request: TransitionRequest,
  ): Promise<PendingTransition>;
}

class AccountNotFoundError extends NotFoundError {
  constructor() {
    super('The account does not exist.');
  }
}

export class TransitionNotAllowedError extends ConflictError {
  constructor(from: AccountStatus, to: AccountStatus) {
    super(`An account in status ${from} cannot move to ${to}.`);
  }
}

export interface AccountStatusDependencies {
  db: Database;
  accounts: AccountRepository;
  mailer: Mailer;
  /** The authority that signs the e-mails and the portal's origin their links use (LIFE-15). */
  mail: AccountMailContext;
}

const roleOf = (actor: string) => (actor === 'applicant' ? 'applicant' : 'officer');

export function createAccountStatusService(
  dependencies: AccountStatusDependencies,
): AccountStatusService {
  const { db, accounts, mailer, mail: mailContext } = dependencies;
  async function transitionWithin(
    tx: Database,
    accountId: string,
    to: AccountStatus,
    { actor, reason = null }: TransitionRequest,
  ): Promise<PendingTransition> {
    const account = await accounts.findByIdForUpdate(accountId, tx);
    if (account === undefined) throw new AccountNotFoundError();
    const from = account.status;
    if (findAccountTransition(from, to)?.by !== roleOf(actor)) {
      throw new TransitionNotAllowedError(from, to);
    }
    await accounts.setStatus(accountId, to, tx);
    await accounts.recordEvent({ accountId, fromStatus: from, toStatus: to, actor, reason }, tx);

    const email = await accounts.contactEmail(accountId, tx);
    const mail = email && accountStatusMail(email, to, mailContext, reason);
    const afterCommit = mail ? await mailer.sendWithin(tx, mail) : undefined;
    return { result: { accountId, from, to, notified: mail ? email : null }, afterCommit };
  }

  return {
    transitionWithin,
    async transition(accountId, to, request) {
      const { result, afterCommit } = await db.transaction((tx) =>
        transitionWithin(tx, accountId, to, request),
      );
      await afterCommit?.();
      return result;
    },
  };
}
