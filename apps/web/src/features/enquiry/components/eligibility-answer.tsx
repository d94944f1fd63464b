import { Link } from 'react-router';
import { enquiryApplicationHref } from '@aviation-permits/domain/eligibility';
import type { EnquiryFormAnswer } from '@aviation-permits/domain/eligibility';
import { EligibilityOutcome } from '@/components/eligibility/eligibility-outcome';
import { keepApplicationStart } from '@/lib/application-start/application-start-store';
import { enquiryFieldId } from './enquiry-form-api';

/**
 * The answer panel (ENQ-3): the verdict, each reason with the zone and limit that decided it, the
 * lead time and the notes, and the way on to the application (ENQ-14). A polite live region, so a
 * screen reader hears the new answer after each change without losing its place.
 */
export function EligibilityAnswer({ answer }: { answer: EnquiryFormAnswer }) {
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

function Verdict({ answer }: { answer: Extract<EnquiryFormAnswer, { kind: 'answer' }> }) {
  const { result, enquiry } = answer;
  const startHref = enquiry && enquiryApplicationHref(enquiry);
  return (
    <>
      <EligibilityOutcome result={result} subheading="h3" />
      {result.verdict === 'PERMIT_REQUIRED' && startHref && (
        // ENQ-20: kept for the landing after sign-in, as the guard sends a visitor to /login.
        <Link
          className="btn btn-primary"
          to={startHref}
          onClick={() => keepApplicationStart(startHref)}
        >
          Start an application
        </Link>
      )}
    </>
  );
}
