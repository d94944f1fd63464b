import { addCalendarDays } from '@aviation-permits/domain/activity';
import {
  hasActivityStarted,
  applicantMessageFor,
  nextStatus,
  type ApplicationStatus,
  type TimedApplication,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit, Mailer, MailMessage } from '../../adapters/mail/mailer.js';
import type { LifecycleSettings } from '../../config/jobs.js';
import type { Database } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type { PaymentCheckoutsPort } from '../../platform/ports/payment-checkouts.js';
import {
  LIFECYCLE_MESSAGES,
  lifecycleMoveMail,
  staleDraftNoticeMail,
  waitingReminderMail,
  type LifecycleMailContext,
} from './lifecycle-mail.js';
import type { LifecycleCandidate, LifecycleRepository } from './lifecycle.repository.js';

// The lifecycle over time (LIFE-3 to LIFE-9, docs/jobs.md): what the scheduled jobs do. Each
// change is its own transaction holding the move (a row of the domain's transition table, by
// `system`, with its event) or the record of a reminder or notice, and the applicant's e-mail;
// a run repeated, or run on two instances at once, finds nothing left to change.

const DAY_MS = 24 * 60 * 60 * 1000;

interface LifecycleDependencies {
  db: Database;
  lifecycle: LifecycleRepository;
  mailer: Mailer;
  /** Closes an expired application's open checkout (LIFE-16), through the payment module. */
  checkouts: PaymentCheckoutsPort;
  settings: LifecycleSettings;
  mail: LifecycleMailContext;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export function createLifecycleService(dependencies: LifecycleDependencies) {
  const { db, lifecycle, mailer, checkouts, settings, mail, now, logger } = dependencies;
  const accounts = createAccountRepository(db);
  const log = logger.child({ component: 'lifecycle' });

  /**
   * Runs `change` in a transaction; when it returns a message, the message is written in the same
   * transaction and the sender woken after the commit. True if something changed.
   */
  async function changeAndTell(
    candidate: LifecycleCandidate,
    change: (tx: Database, to: string | undefined) => Promise<MailMessage | false | undefined>,
  ): Promise<boolean> {
    let wake: AfterCommit | undefined;
    const changed = await db.transaction(async (tx) => {
      const to = await accounts.contactEmail(candidate.ownerAccountId, tx);
      const message = await change(tx, to);
      if (message === false) return false;
      if (message !== undefined) wake = await mailer.sendWithin(tx, message);
      return true;
    });
    await wake?.();
    return changed;
  }

  /**
   * A move of the transition table by `system`, with its event and the applicant's e-mail that
   * MOVE_NOTIFICATIONS names for it (LIFE-1, LIFE-19); `stillDue` repeats the candidate's wait.
   * True if it moved.
   */
  async function moveAndTell(
    candidate: LifecycleCandidate,
    action: 'expire' | 'remove',
    at: Date,
    stillDue?: SQL,
  ): Promise<boolean> {
    const to = nextStatus(candidate.status, action, 'system');
    if (to === undefined) return false;
    // A message the lifecycle cannot write throws here, failing the move rather than the news.
    const message = applicantMessageFor({ action, by: 'system' }, LIFECYCLE_MESSAGES);
    return changeAndTell(candidate, async (tx, address) => {
      if (!(await lifecycle.move(tx, candidate, to, at, stillDue))) return false;
      if (address === undefined || message === null) return undefined;
      return lifecycleMoveMail(message, { ...candidate, to: address }, mail);
    });
  }

  async function expire(candidates: LifecycleCandidate[], at: Date): Promise<number> {
    let expired = 0;
    for (const candidate of candidates) {
      if (!(await moveAndTell(candidate, 'expire', at))) continue;
      expired += 1;
      // After the commit: once Expired, a payment that still lands is refunded, not accepted.
      if (candidate.status === 'PENDING_PAYMENT') await checkouts.closeOpenCheckout(candidate.id);
    }
    return expired;
  }

  return {
    /** LIFE-3, LIFE-4: approvals past their last end date, and waits whose activity has started. */
    async expire(): Promise<void> {
      const at = now();
      const today = singaporeCalendarDate(at);
      const started = (await lifecycle.waitingStartingBy(today)).filter((candidate) =>
        hasActivityStarted(candidate.form as TimedApplication, at),
      );
      const ended = await lifecycle.approvedEndedBefore(today);
      const expired = await expire([...started, ...ended], at);
      if (expired > 0) log.info({ expired }, 'Applications expired');
    },

    /** LIFE-6, LIFE-7: one reminder per wait in Pending payment or Need Your Action. */
    async remind(): Promise<void> {
      const at = now();
      const waits: [ApplicationStatus, number][] = [
        ['PENDING_PAYMENT', settings.remindPendingPaymentDays],
        ['NEED_YOUR_ACTION', settings.remindNeedYourActionDays],
      ];
      let reminded = 0;
      for (const [status, days] of waits) {
        for (const candidate of await lifecycle.waitingSince(
          status,
          new Date(+at - days * DAY_MS),
        )) {
          const changed = await changeAndTell(candidate, async (tx, address) => {
            if (!(await lifecycle.markReminded(tx, candidate, candidate.since, at))) return false;
            if (address === undefined || candidate.reference === null) return undefined;
            const application = { to: address, id: candidate.id, reference: candidate.reference };
            return waitingReminderMail(application, status, mail);
          });
          if (changed) reminded += 1;
        }
      }
      if (reminded > 0) log.info({ reminded }, 'Waiting applications reminded');
    },

    /** LIFE-8, LIFE-9: a notice to an untouched draft's owner, and its removal after it. */
    async sweepDrafts(): Promise<void> {
      const at = now();
      const noticeCutoff = new Date(+at - settings.staleDraftNoticeDays * DAY_MS);
      const removalCutoff = new Date(+at - settings.staleDraftRemovalDays * DAY_MS);
      const removalDate = addCalendarDays(
        singaporeCalendarDate(at),
        settings.staleDraftRemovalDays,
      );
      let noticed = 0;
      for (const draft of await lifecycle.untouchedDrafts(noticeCutoff)) {
        const changed = await changeAndTell(draft, async (tx, address) => {
          if (!(await lifecycle.markNoticed(tx, draft.id, noticeCutoff, at))) return false;
          if (address === undefined) return undefined;
          return staleDraftNoticeMail(
            { ...draft, to: address },
            draft.updatedAt,
            removalDate,
            mail,
          );
        });
        if (changed) noticed += 1;
      }
      let removed = 0;
      for (const draft of await lifecycle.noticedDrafts(removalCutoff)) {
        if (await moveAndTell(draft, 'remove', at, lifecycle.noticedBy(removalCutoff)))
          removed += 1;
      }
      if (noticed + removed > 0) log.info({ noticed, removed }, 'Stale drafts swept');
    },
  };
}
