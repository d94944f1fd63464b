import { verdictOf } from '@aviation-permits/domain/eligibility';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import { EligibilityOutcome } from '@/components/eligibility/eligibility-outcome';
import { shownReasons } from '../../model/review-eligibility';

export const ELIGIBILITY_PANEL_TITLE = 'What your answers need';
const HEADING_ID = 'eligibility-panel-heading';

interface EligibilityPanelProps {
  category: CategoryId;
  /** applicationEligibility of the answers; undefined while the form lacks what the rules need. */
  result: EligibilityResult | undefined;
}

/**
 * APP-9: before submission, what the Enquiry Tool's rules say of the answers, in the tool's own
 * words: the verdict, each reason with the zone and limit that decided it, the lead time and the
 * notes. A reason the form's own rules already report on their input (military operating hours on
 * a date/time row) is left to them, so it is not said twice; any other "not allowed" is an error
 * here, and the server refuses the submission on it.
 */
export function EligibilityPanel({ category, result }: EligibilityPanelProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="card mb-3">
      <div className="card-body">
        <h3 id={HEADING_ID} className="h5">
          {ELIGIBILITY_PANEL_TITLE}
        </h3>
        {result ? (
          <Outcome result={result} />
        ) : (
          <p className="mb-0">
            {category === 4
              ? 'Choose the type of activity and mark the location on the map to see what your answers need.'
              : 'Mark the location on the map to see what your answers need.'}
          </p>
        )}
      </div>
    </section>
  );
}

function Outcome({ result }: { result: EligibilityResult }) {
  const reasons = shownReasons(result);
  return (
    <>
      <p className="small">
        By the Enquiry Tool&apos;s rules, which are checked again when you submit:
      </p>
      <EligibilityOutcome
        result={{ ...result, reasons, verdict: verdictOf(reasons) }}
        subheading="h4"
        notAllowedAdvice="Change the answers below before you submit: the application cannot be accepted as it is."
      />
    </>
  );
}
