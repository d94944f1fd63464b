import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  OFFICER_API_PATHS,
  OFFICER_PAGE_PATHS,
  officerAccountDecisionsFor,
} from '@aviation-permits/domain/officer';
import { PROFILE_FIELD_LABELS, PROFILE_TEXT_FIELDS } from '@aviation-permits/domain/profile';
import { USER_STATUS_TEXTS } from '@aviation-permits/domain/account';
import type {
  OfficerAccountDecision,
  OfficerAccountDecisionAction,
  OfficerAccountReview,
} from '@aviation-permits/domain/officer';
import { ApiError } from '@/lib/api-client/api-error';
import { useAccountDecision } from '../api/account-decision';
import { useAccountReview } from '../api/account-review-query';
import { useOfficerDocumentDownload } from '../api/officer-document-download';
import { AccountDecisionForm } from './account-decision-form';
import { DecisionError } from './decision-error';

const DECISION_LABELS: Record<OfficerAccountDecisionAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  'more-info': 'More information needed',
  disable: 'Disable',
};

function Profile({ account }: { account: OfficerAccountReview }) {
  const given = PROFILE_TEXT_FIELDS.filter((field) => account.profile[field] !== '');
  return (
    <section aria-labelledby="profile-heading" className="mb-4">
      <h2 id="profile-heading" className="h4">
        Profile
      </h2>
      <dl className="row">
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{USER_STATUS_TEXTS[account.status].title}</dd>
        <dt className="col-sm-3">Signs in as</dt>
        <dd className="col-sm-9">{account.email ?? 'Singpass/Corppass'}</dd>
        {given.map((field) => (
          <Fragment key={field}>
            <dt className="col-sm-3">{PROFILE_FIELD_LABELS[field]}</dt>
            <dd className="col-sm-9">{account.profile[field]}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

function Documents({ account }: { account: OfficerAccountReview }) {
  const download = useOfficerDocumentDownload((documentId) =>
    OFFICER_API_PATHS.accountDocument(account.id, documentId),
  );
  return (
    <section aria-labelledby="documents-heading" className="mb-4">
      <h2 id="documents-heading" className="h4">
        Documents
      </h2>
      {account.documents.length === 0 ? (
        <p>No documents uploaded.</p>
      ) : (
        <ul className="list-unstyled">
          {account.documents.map((document) => (
            <li key={document.id} className="mb-1">
              {document.name} ({Math.ceil(document.sizeBytes / 1024)} KB){' '}
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => download.mutate(document)}
                aria-label={`Download ${document.name}`}
              >
                Download
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The decisions the account-status table allows an officer from the account's status (OFF-27). */
function AccountDecisions({ account }: { account: OfficerAccountReview }) {
  const decide = useAccountDecision(account.id);
  const [chosen, setChosen] = useState<OfficerAccountDecisionAction | undefined>();
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (decide.isSuccess || decide.isError) outcome.current?.focus();
  }, [decide.isSuccess, decide.isError]);
  const offered = officerAccountDecisionsFor(account.status);
  const send = (decision: OfficerAccountDecision) =>
    decide.mutate(decision, { onSuccess: () => setChosen(undefined) });
  return (
    <section aria-labelledby="account-decisions-heading" className="mb-4">
      <h2 id="account-decisions-heading" className="h4">
        Decisions
      </h2>
      <div ref={outcome} tabIndex={-1}>
        {decide.isSuccess && (
          <div className="alert alert-success" role="status">
            Recorded: {DECISION_LABELS[decide.variables.action]}. The applicant is told by e-mail;
            the account&apos;s status below is read again.
          </div>
        )}
        {decide.isError && <DecisionError error={decide.error} />}
      </div>
      {offered.length === 0 ? (
        <p>No decision can be made on an account in this status.</p>
      ) : (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${chosen === action ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-expanded={chosen === action}
              onClick={() => {
                decide.reset();
                setChosen(chosen === action ? undefined : action);
              }}
            >
              {DECISION_LABELS[action]}
            </button>
          ))}
        </div>
      )}
      {chosen && (
        <AccountDecisionForm
          key={chosen}
          action={chosen}
          pending={decide.isPending}
          onDecide={send}
          onCancel={() => setChosen(undefined)}
        />
      )}
    </section>
  );
}

function Review({ id }: { id: string }) {
  const account = useAccountReview(id);
  if (account.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading the account…
      </p>
    );
  }
  if (account.isError) {
    const notFound = account.error instanceof ApiError && account.error.status === 404;
    return (
      <p className="alert alert-danger" role="alert">
        {notFound ? 'No account has this address.' : 'The account could not be loaded.'}
      </p>
    );
  }
  return (
    <>
      <AccountDecisions account={account.data} />
      <Profile account={account.data} />
      <Documents account={account.data} />
    </>
  );
}

/** /officer/account?id= (OFF-27): one applicant's account, its profile and documents, and the decision on it. */
export function AccountReviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <div className="container-fluid portal-page">
      <h1>Account review</h1>
      <p>
        <Link to={OFFICER_PAGE_PATHS.accounts}>Back to the accounts</Link>
      </p>
      {id ? <Review key={id} id={id} /> : <p>No account was named: open one from the accounts.</p>}
    </div>
  );
}
