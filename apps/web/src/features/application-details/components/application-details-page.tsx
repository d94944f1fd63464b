import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATION_STATUS_LABELS,
  availableActions,
  isEditable,
} from '@aviation-permits/domain/application';
import { CATEGORIES } from '@aviation-permits/domain/activity';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { ApplicationRecord } from '@aviation-permits/domain/application';
import { ApplicationAnswers } from '@/components/application-answers/application-answers';
import { LoadingOverlay } from '@/components/loading-overlay';
import { LazyPortalMap } from '@/components/map';
import { OfficerRequestAlert } from '@/components/officer-request-alert';
import { RecordNotFound } from '@/components/record-not-found';
import {
  applicationRecordQueryKey,
  useApplicationRecord,
} from '@/lib/application-api/application-record-query';
import { useDownloadDocument } from '@/lib/application-api/download-document';
import { usePaymentOutcome } from '@/lib/payment-outcome/use-payment-outcome';
import { DecisionSection } from './decision-section';
import { PaymentSection } from './payment-section';
import { StatusHistory } from './status-history';
import { SubmissionEligibility } from './submission-eligibility';
import { WithdrawButton } from './withdraw-button';

const EDIT_LABEL = 'Edit';
/** APP-72: in Need Your Action, editing is how the applicant answers the authority. */
export const RESPOND_LABEL = 'Respond';

function Details({ record }: { record: ApplicationRecord }) {
  const download = useDownloadDocument(record.id);
  const location = record.form.location as ApplicationLocation | undefined;
  const editPath = `${ROUTE_PATHS.applicationDetailsEdit}?id=${record.id}`;
  const responding = availableActions(record.status, 'applicant').includes('respond');
  return (
    <div>
      <OfficerRequestAlert message={record.officerMessage} />
      <dl className="row">
        <dt className="col-sm-3">Reference</dt>
        <dd className="col-sm-9">{record.reference ?? 'Not yet submitted'}</dd>
        <dt className="col-sm-3">Category</dt>
        <dd className="col-sm-9">
          {CATEGORIES.find(({ id: c }) => c === record.categoryId)?.name}
        </dd>
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">{APPLICATION_STATUS_LABELS[record.status]}</dd>
        {record.createdByName && (
          <>
            <dt className="col-sm-3">Created by</dt>
            <dd className="col-sm-9">{record.createdByName}</dd>
          </>
        )}
      </dl>
      <p className="d-flex flex-wrap gap-2">
        {isEditable(record.status) && (
          <Link className="btn btn-primary" to={editPath}>
            {responding ? RESPOND_LABEL : EDIT_LABEL}
          </Link>
        )}
        <WithdrawButton record={record} />
        <Link className="btn btn-outline-primary" to={ROUTE_PATHS.dashboard}>
          Back to dashboard
        </Link>
      </p>
      <DecisionSection record={record} />
      <PaymentSection record={record} />
      <h2 className="h4">Answers</h2>
      <ApplicationAnswers
        category={record.categoryId}
        answers={record.form as Record<string, unknown>}
        documents={record.documents}
        documentAction={(document) => (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => download.mutate(document)}
            aria-label={`Download ${document.name}`}
          >
            Download
          </button>
        )}
      />
      {location && (
        <section className="mb-3" aria-label="Location on the map">
          <h2 className="h4">Location on the map</h2>
          <LazyPortalMap label="Location on map" value={location} readOnly height="22rem" />
        </section>
      )}
      <SubmissionEligibility result={record.eligibility} />
      <StatusHistory history={record.history} />
    </div>
  );
}

/** The page of the application the address names, or the not-found page (ERR-15). */
function DetailsPage({ id, heading }: { id: string; heading: string }) {
  const lookup = useApplicationRecord(id);
  if (lookup.record === null) return <RecordNotFound reference={lookup.reference} />;
  const { record } = lookup;
  return (
    <div className="container-fluid portal-page">
      <h1>{heading}</h1>
      <Details record={record} />
    </div>
  );
}

/**
 * /application/details?id= (APP-50): every answer, the documents, the map, what the Enquiry Tool's
 * rules said at submission (APP-9) and the history; back from paying from here, the payment's
 * outcome (PAY-10).
 */
export function ApplicationDetailsPage({ heading }: { heading: string }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  usePaymentOutcome(applicationRecordQueryKey(id ?? ''));
  if (!id) {
    return (
      <div className="container-fluid portal-page">
        <h1>{heading}</h1>
        <p>
          No application was named. Find it on the <Link to={ROUTE_PATHS.dashboard}>dashboard</Link>
          .
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay label="Loading the application" />}>
      <DetailsPage key={id} id={id} heading={heading} />
    </Suspense>
  );
}
