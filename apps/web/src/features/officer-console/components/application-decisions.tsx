import { useEffect, useRef, useState } from 'react';
import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain/application';
import { OFFICER_DECISION_MOVES, mayRelease } from '@aviation-permits/domain/officer';
import type {
  OfficerApplicationDecision,
  OfficerApplicationReview,
  OfficerStatusDecision,
} from '@aviation-permits/domain/officer';
import { useApplicationDecision } from '../api/application-decision';
import { useOfficerSession } from '../api/officer-session';
import { ApproveDecisionForm } from './approve-decision-form';
import { DecisionError } from './decision-error';
import { ReassignDialog } from './reassign-dialog';
import { TextDecisionForm } from './text-decision-form';

const DECISION_LABELS: Record<OfficerStatusDecision, string> = {
  'request-action': 'Request action',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
  revoke: 'Revoke permit',
};

const DONE: Record<OfficerApplicationDecision['action'], string> = {
  'request-action': 'Your request was sent to the applicant.',
  approve: 'The application was approved.',
  reject: 'The application was rejected.',
  reopen: 'The application was reopened.',
  revoke: 'The permit was revoked.',
  assign: 'The application is assigned to you.',
  release: 'The application was released.',
  reassign: 'The application was reassigned.',
};

const TEXT_DECISIONS = {
  'request-action': {
    field: 'message',
    label: 'Message to the applicant',
    hint: 'What the applicant must do; they read it on their application.',
    submitLabel: 'Send the request',
  },
  reject: {
    field: 'reason',
    label: 'Reason',
    hint: 'The applicant reads the reason.',
    submitLabel: 'Reject the application',
  },
  reopen: {
    field: 'reason',
    label: 'Reason for reopening',
    hint: 'Kept in the officers’ history and the audit trail; the applicant is not shown it.',
    submitLabel: 'Reopen the application',
  },
  // PRM-11: supervisors only (the review's availableActions); the holder is e-mailed the reason.
  revoke: {
    field: 'reason',
    label: 'Reason for revoking',
    hint: 'The holder reads the reason; the permit then verifies as Revoked.',
    submitLabel: 'Revoke the permit',
  },
} as const;

/**
 * The decisions this officer may make now (OFF-26): the review's `availableActions`, never a
 * fixed list, and taking or letting go of the application: Release only for its holder or a
 * supervisor (mayRelease, OFF-42), Reassign for supervisors (OFF-43). Each names the version the
 * page was loaded at; the answer (or, after a 409, the reloaded review) replaces the page.
 */
export function ApplicationDecisions({ review }: { review: OfficerApplicationReview }) {
  const decide = useApplicationDecision(review.id);
  const [chosen, setChosen] = useState<OfficerStatusDecision | undefined>();
  const [reassigning, setReassigning] = useState(false);
  const officer = useOfficerSession().data?.officer;
  const holderId = review.assignment?.officerId ?? null;
  const confirmation = useRef<HTMLDivElement>(null);
  const offered = (Object.keys(DECISION_LABELS) as OfficerStatusDecision[]).filter((decision) =>
    review.availableActions.includes(OFFICER_DECISION_MOVES[decision]),
  );

  useEffect(() => {
    if (decide.isSuccess || decide.isError) confirmation.current?.focus();
  }, [decide.isSuccess, decide.isError]);

  const send = (decision: OfficerApplicationDecision) =>
    decide.mutate(decision, { onSuccess: () => setChosen(undefined) });
  const cancel = () => {
    setChosen(undefined);
    decide.reset();
  };

  return (
    <section aria-labelledby="decisions-heading" className="mb-4">
      <h2 id="decisions-heading" className="h4">
        Decisions
      </h2>
      <div ref={confirmation} tabIndex={-1}>
        {decide.isSuccess && (
          <div className="alert alert-success" role="status">
            {DONE[decide.variables.action]} The application is now{' '}
            <strong>{APPLICATION_STATUS_LABELS[decide.data.status]}</strong>.
          </div>
        )}
        {decide.isError && <DecisionError error={decide.error} />}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {offered.map((decision) => (
          <button
            key={decision}
            type="button"
            className={`btn ${chosen === decision ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-expanded={chosen === decision}
            onClick={() => {
              decide.reset();
              setChosen(chosen === decision ? undefined : decision);
            }}
          >
            {DECISION_LABELS[decision]}
          </button>
        ))}
        {review.assignment === null ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={decide.isPending}
            onClick={() => send({ action: 'assign', version: review.version })}
          >
            Assign to me
          </button>
        ) : (
          officer &&
          mayRelease(holderId, officer) && (
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={decide.isPending}
              onClick={() => send({ action: 'release', version: review.version })}
            >
              Release
            </button>
          )
        )}
        {officer?.role === 'supervisor' && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              decide.reset();
              setReassigning(true);
            }}
          >
            Reassign
          </button>
        )}
      </div>
      <ReassignDialog review={review} show={reassigning} onClose={() => setReassigning(false)} />
      {offered.length === 0 && <p>No decision can be made on an application in this status.</p>}
      {chosen === 'approve' && (
        <ApproveDecisionForm
          review={review}
          pending={decide.isPending}
          error={decide.error}
          onDecide={send}
          onCancel={cancel}
        />
      )}
      {chosen !== undefined && chosen !== 'approve' && (
        <TextDecisionForm
          key={chosen}
          action={chosen}
          {...TEXT_DECISIONS[chosen]}
          version={review.version}
          pending={decide.isPending}
          error={decide.error}
          onDecide={send}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
