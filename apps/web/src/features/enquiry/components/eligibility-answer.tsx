import { Link } from 'react-router';
import { enquiryApplicationHref } from '@aviation-permits/domain';
import {
  EligibilityReasonItem,
  reasonKey,
  VERDICT_TEXTS,
} from '@/components/eligibility/eligibility-reason';
import type { LiveAnswer } from '../hooks/use-live-eligibility';
import { enquiryFieldId } from './enquiry-form-api';

/**
 * The answer panel (ENQ-3): the verdict, each reason with the zone and limit that decided it, the
 * lead time and the notes, and the way on to the application (ENQ-14). A polite live region, so a
 * screen reader hears the new answer after each change without losing its place.
 */
export function EligibilityAnswer({ answer }: { answer: LiveAnswer }) {
  return (
    <section aria-labelledby="enquiry-answer-heading" className="card">
      <div className="card-body">
        <h2 id="enquiry-answer-heading" className="h4">
          Your answer
        </h2>
        <div role="status" aria-live="polite">
          {answer.kind === 'incomplete' ? (
            <>
              <p>Answer the questions to see whether you need a permit or clearance.</p>
              {answer.categoryChosen && answer.missing.length > 0 && (
                <>
                  <p className="mb-1">Still to answer:</p>
                  <ul>
                    {answer.missing.map((item) => (
                      <li key={item.field}>
                        <a href={`#${enquiryFieldId(item.field)}`}>{item.message}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ) : (
            <Verdict answer={answer} />
          )}
        </div>
      </div>
    </section>
  );
}

function Verdict({ answer }: { answer: Extract<LiveAnswer, { kind: 'answer' }> }) {
  const { result, enquiry } = answer;
  const verdict = VERDICT_TEXTS[result.verdict];
  return (
    <>
      <p className={`h3 text-${verdict.tone}-emphasis`}>{verdict.title}</p>
      {result.verdict === 'PERMIT_REQUIRED' && (
        <p>
          Apply for: <strong>{result.permitName}</strong>
        </p>
      )}
      <h3 className="h6">Why</h3>
      <ul>
        {result.reasons.map((reason) => (
          <EligibilityReasonItem key={reasonKey(reason)} reason={reason} />
        ))}
      </ul>
      {result.verdict === 'PERMIT_REQUIRED' && (
        <p>Apply at least {result.leadTimeWorkingDays} working days before the activity starts.</p>
      )}
      {result.notes.length > 0 && (
        <>
          <h3 className="h6">Also note</h3>
          <ul>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      {result.verdict === 'PERMIT_REQUIRED' && (
        <Link className="btn btn-primary" to={enquiryApplicationHref(enquiry)}>
          Start an application
        </Link>
      )}
    </>
  );
}
