import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AERIAL_ACTIVITY_TYPES, CATEGORIES } from '@aviation-permits/domain/activity';
import { APPLICATION_STATUS_LABELS } from '@aviation-permits/domain/application';
import { OFFICER_API_PATHS, OFFICER_PAGE_PATHS, ageInDays } from '@aviation-permits/domain/officer';
import { formatMoney } from '@aviation-permits/domain/payment';
import {
  formatSingaporeDateTime,
  singaporeCalendarDate,
} from '@aviation-permits/domain/validation';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { OfficerApplicationReview } from '@aviation-permits/domain/officer';
import { ApplicationAnswers } from '@/components/application-answers/application-answers';
import { ApiError } from '@/lib/api-client/api-error';
import { useApplicationReview } from '../api/application-review-query';
import { useOfficerDocumentDownload } from '../api/officer-document-download';
import { ApplicationLocationMap } from './application-location-map';
import { ApplicationDecisions } from './application-decisions';
import { OfficerHistory } from './officer-history';

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-3">{term}</dt>
      <dd className="col-sm-9">{children}</dd>
    </>
  );
}

function ageOf(submittedAt: string | undefined): string {
  if (!submittedAt) return 'Not submitted';
  const days = ageInDays(
    singaporeCalendarDate(new Date(submittedAt)),
    singaporeCalendarDate(new Date()),
  );
  return days === 1 ? '1 day' : `${days} days`;
}

function Summary({ review }: { review: OfficerApplicationReview }) {
  const activityType = (review.form as { activityType?: string }).activityType;
  const activity = AERIAL_ACTIVITY_TYPES.find(({ code }) => code === activityType)?.label;
  return (
    <section aria-label="Summary">
      <dl className="row">
        <Pair term="Reference">{review.reference}</Pair>
        <Pair term="Category">{CATEGORIES.find(({ id }) => id === review.categoryId)?.name}</Pair>
        {activity && <Pair term="Type of Activity">{activity}</Pair>}
        <Pair term="Status">{APPLICATION_STATUS_LABELS[review.status]}</Pair>
        <Pair term="Age">{ageOf(review.submittedAt)}</Pair>
        <Pair term="Applicant">
          {review.applicant.name}
          {review.applicant.email ? ` (${review.applicant.email})` : ''}
        </Pair>
        <Pair term="Assigned to">
          {review.assignment
            ? `${review.assignment.displayName} since ${formatSingaporeDateTime(Date.parse(review.assignment.since))}`
            : 'No one'}
        </Pair>
        {review.payment && (
          <Pair term="Paid">
            {formatMoney(review.payment.amount)} on{' '}
            {formatSingaporeDateTime(Date.parse(review.payment.paidAt))}
          </Pair>
        )}
      </dl>
    </section>
  );
}

function Review({ id }: { id: string }) {
  const review = useApplicationReview(id);
  const download = useOfficerDocumentDownload((documentId) =>
    OFFICER_API_PATHS.applicationDocument(id, documentId),
  );
  if (review.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading the application…
      </p>
    );
  }
  if (review.isError) {
    const notFound = review.error instanceof ApiError && review.error.status === 404;
    return (
      <p className="alert alert-danger" role="alert">
        {notFound ? 'No application has this address.' : 'The application could not be loaded.'}
      </p>
    );
  }
  const record = review.data;
  const location = record.form.location as ApplicationLocation | undefined;
  return (
    <>
      <Summary review={record} />
      <ApplicationDecisions review={record} />
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
      {location && <ApplicationLocationMap location={location} />}
      <OfficerHistory history={record.officerHistory} />
    </>
  );
}

/**
 * /officer/application?id= (OFF-25): one application as an officer reviews it, its answers,
 * documents to download (OFF-40), its location on the map with the zones (OFF-44), payment and
 * history, and the decisions this officer may make on it (OFF-26).
 */
export function ApplicationReviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <div className="container-fluid portal-page">
      <h1>Application review</h1>
      <p>
        <Link to={OFFICER_PAGE_PATHS.home}>Back to the applications</Link>
      </p>
      {id ? (
        <Review key={id} id={id} />
      ) : (
        <p>No application was named: open one from the applications.</p>
      )}
    </div>
  );
}
