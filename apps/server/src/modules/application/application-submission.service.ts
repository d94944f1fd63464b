import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  applicantMessageFor,
  CATEGORY_INVALID_MESSAGE,
  applicationEligibility,
  eligibilityIssues,
  formatApplicationReference,
  isEditable,
  issuesOf,
  moveNotification,
  nextStatus,
  submitApplicationRequestSchema,
  submittedChangeIssues,
  type ApplicationDraft,
  type ApplicationIssue,
  type SubmitApplicationResponse,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { type CategoryId } from '@aviation-permits/domain/activity';
import {
  type EligibilityContext,
  type EligibilityResult,
} from '@aviation-permits/domain/eligibility';
import { type FieldError } from '@aviation-permits/domain/http';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import type { FeeSchedule } from '../../config/fees.js';
import type { Database } from '../../db/database.js';
import { ValidationError } from '../../errors/http-errors.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type { PublicHolidays } from '../../platform/public-holidays.js';
import type { TemporaryRestrictedAreas } from '../../platform/temporary-restricted-areas.js';
import type { Applicant } from './application-access.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { submittedFeeCents } from './application-fees.js';
import type { ProcessingEntries } from './application-processing-entries.js';
import { formColumns } from './application-form-columns.js';
import { applicationSubmittedMail } from './application-mail.js';
import { applicantRespondedMail } from './application-response-mail.js';
import { amountDueOf } from './application-record.js';
import { createAssignedOfficerRepository } from './assigned-officer.repository.js';
import {
  ApplicationNotFoundError,
  NotEditableError,
  StaleVersionError,
} from './application.errors.js';
import type { ApplicationRepository, ApplicationRow } from './application.repository.js';
import { storedEligibility, withEligibility } from './stored-eligibility.js';

// Submission (APP-49, APP-51, PAY-1, PAY-2) and the reply to Need Your Action (APP-52, APP-53).
// The whole form is validated with the domain's submission schema, today being the request's date
// in Singapore and the holidays the configured list (APP-3); a draft gets its reference and fee
// and moves to Pending payment (Processing when the fee is 0); the status change, its event and
// the applicant's e-mail commit together. The Enquiry Tool's rules judge the answers too (APP-9),
// with the temporary restricted areas as they stand when the request arrives (ENQ-12): a "not
// allowed" is refused like any other broken rule, and the outcome is stored with the form and
// answered. An application that arrives in Processing (no fee) is offered to the listeners of
// the arrivals, in the same transaction: the auto-approval policy may approve it at once (OFF-56).

export interface ApplicationSubmissionDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  mailer: Mailer;
  fees: FeeSchedule;
  authorityName: string;
  /** PUBLIC_BASE_URL's origin, for the links in the e-mails; absent, a link is the path alone. */
  publicOrigin: string | undefined;
  now: () => Date;
  /** The effective public holidays (platform/public-holidays.ts), as the forms' init-data sends them. */
  holidays: PublicHolidays;
  temporaryRestrictedAreas: TemporaryRestrictedAreas;
  /** ENQ-10: the configured vessel height (config.eligibility), as the init-data calls send it. */
  shipCrossingClearanceAboveM: number;
  /** Told of a submission that arrives in Processing (OFF-56). */
  processingEntries: ProcessingEntries;
}

export interface SubmissionRequest {
  id: string;
  version: number;
  form: unknown;
}

function asFieldErrors(issues: readonly ApplicationIssue[], prefix = ''): FieldError[] {
  return issues.map((issue) => ({ field: `${prefix}${issue.field}`, errorMessage: issue.message }));
}

export function createApplicationSubmissionService(
  dependencies: ApplicationSubmissionDependencies,
) {
  const { db, applications, documents, mailer, fees, authorityName, now } = dependencies;
  const { temporaryRestrictedAreas, shipCrossingClearanceAboveM, publicOrigin } = dependencies;
  const { processingEntries } = dependencies;
  const accounts = createAccountRepository(db);
  const assignedOfficers = createAssignedOfficerRepository(db);

  /** LIFE-2: the response's message to the officer holding the application, if one does. */
  async function tellAssignedOfficer(stored: ApplicationRow, tx: Database) {
    const { assignedOfficer } = moveNotification({ action: 'respond', by: 'applicant' }) ?? {};
    if (!assignedOfficer || stored.assignedOfficerId === null || stored.reference === null) return;
    const to = await assignedOfficers.activeEmail(stored.assignedOfficerId, tx);
    if (to === undefined) return;
    const mail = { to, reference: stored.reference, applicationId: stored.id, publicOrigin };
    return mailer.sendWithin(tx, applicantRespondedMail({ ...mail, authorityName }));
  }

  /** Every rule the request breaks, with its path in the request (`form.venue`). */
  async function requestIssues(
    stored: ApplicationRow,
    category: CategoryId,
    request: SubmissionRequest,
    context: EligibilityContext & { holidays: readonly string[] },
    tx: Database,
  ): Promise<{
    errors: FieldError[];
    form: ApplicationDraft | undefined;
    eligibility?: EligibilityResult;
  }> {
    const isReply = stored.status !== 'DRAFT';
    // The lead time is judged when an application first arrives, not at every reply.
    const { today, holidays } = context;
    const schema = submitApplicationRequestSchema({ today, holidays, applyLeadTime: !isReply });
    const parsed = schema.safeParse(request);
    if (!parsed.success)
      return { errors: asFieldErrors(issuesOf(schema, request)), form: undefined };
    const form = parsed.data.form as ApplicationDraft;
    const eligibility = applicationEligibility(form, context);
    const issues: ApplicationIssue[] = [...eligibilityIssues(eligibility)];
    if (form.category !== category) {
      issues.push({ field: 'category', message: CATEGORY_INVALID_MESSAGE });
    }
    if (isReply) issues.push(...submittedChangeIssues(stored.form as ApplicationDraft, form));
    const documentIds = new Set((await documents.list(stored.id, tx)).map(({ id }) => id));
    if ((form.supportingDocumentIds ?? []).some((id) => !documentIds.has(id))) {
      issues.push({
        field: 'supportingDocumentIds',
        message: APPLICATION_MESSAGES.unknownDocument,
      });
    }
    return { errors: asFieldErrors(issues, 'form.'), form, eligibility };
  }

  return {
    /** POST CATEGORY_API_PATHS[category].submit. */
    async submit(
      applicant: Applicant,
      category: CategoryId,
      request: SubmissionRequest,
    ): Promise<SubmitApplicationResponse> {
      const at = now();
      const today = singaporeCalendarDate(at);
      const temporaryAreas = await temporaryRestrictedAreas();
      const holidays = await dependencies.holidays();
      let afterCommit: AfterCommit | undefined;
      const row = await db.transaction(async (tx) => {
        const stored = await applications.findVisibleForUpdate(request.id, applicant.scope, tx);
        if (!stored) throw new ApplicationNotFoundError();
        if (!isEditable(stored.status)) throw new NotEditableError();
        if (stored.version !== request.version) throw new StaleVersionError();
        const { errors, form, eligibility } = await requestIssues(
          stored,
          category,
          request,
          { today, holidays, temporaryAreas, shipCrossingClearanceAboveM },
          tx,
        );
        if (errors.length > 0 || form === undefined) throw new ValidationError(errors);
        const storedForm = withEligibility(form, eligibility);

        const event = {
          applicationId: stored.id,
          fromStatus: stored.status,
          actor: 'applicant' as const,
          actorAccountId: applicant.accountId,
          createdAt: at,
        };
        if (stored.status !== 'DRAFT') {
          const to = nextStatus(stored.status, 'respond', 'applicant');
          if (to === undefined) throw new NotEditableError();
          await applications.recordEvent({ ...event, toStatus: to }, tx);
          const responded = await applications.update(
            stored.id,
            { ...formColumns(form), form: storedForm, status: to, updatedAt: at },
            tx,
          );
          afterCommit = await tellAssignedOfficer(stored, tx);
          return responded;
        }

        const feeCents = submittedFeeCents(fees, { category, activityType: form.activityType });
        const to = nextStatus('DRAFT', 'submit', 'applicant', { feeDue: feeCents > 0 });
        if (to === undefined) throw new NotEditableError();
        const sequence = await applications.nextReferenceSequence(
          category,
          Number(today.slice(0, 4)),
          tx,
        );
        const reference = formatApplicationReference({
          category,
          year: Number(today.slice(0, 4)),
          sequence,
        });
        const submitted = await applications.update(
          stored.id,
          {
            ...formColumns(form),
            form: storedForm,
            status: to,
            reference,
            amountDueCents: feeCents,
            submittedAt: at,
            updatedAt: at,
          },
          tx,
        );
        await applications.recordEvent({ ...event, toStatus: to }, tx);
        const email = await accounts.contactEmail(applicant.accountId, tx);
        let submittedMail: AfterCommit | undefined;
        // LIFE-19: what the applicant hears of their submission, as MOVE_NOTIFICATIONS names it.
        const message = applicantMessageFor({ action: 'submit', by: 'applicant' }, ['submitted']);
        if (email && message === 'submitted') {
          submittedMail = await mailer.sendWithin(
            tx,
            applicationSubmittedMail({
              to: email,
              reference,
              category,
              venue: submitted.venue,
              amountDue: amountDueOf(submitted),
              applicationId: submitted.id,
              publicOrigin,
              authorityName,
            }),
          );
        }
        if (to !== 'PROCESSING') {
          afterCommit = submittedMail;
          return submitted;
        }
        const arrived = await processingEntries.arrivedWithin(tx, submitted);
        afterCommit = async () => {
          await submittedMail?.();
          await arrived();
        };
        // As the arrival left it: approved at once when the policy covers it.
        return (await applications.findVisible(stored.id, applicant.scope, tx)) ?? submitted;
      });
      await afterCommit?.();
      const amountDue = amountDueOf(row);
      const eligibility = storedEligibility(row.form);
      return {
        id: row.id,
        reference: row.reference ?? '',
        status: row.status,
        ...(amountDue ? { amountDue } : {}),
        ...(eligibility ? { eligibility } : {}),
      };
    },
  };
}

export type ApplicationSubmissionService = ReturnType<typeof createApplicationSubmissionService>;
