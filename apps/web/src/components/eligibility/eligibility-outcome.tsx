import { leadTimeMessage } from '@aviation-permits/domain/messages';
import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import { EligibilityReasonItem, reasonKey, VERDICT_TEXTS } from './eligibility-reason';

interface EligibilityOutcomeProps {
  /** The result to show, its verdict already the one of the reasons it lists. */
  result: EligibilityResult;
  /** The level of the "Why" and "Also note" headings, one below the section's own. */
  subheading: 'h3' | 'h4';
  /** What to do about a "not allowed" verdict, said right under it; none where nothing can change. */
  notAllowedAdvice?: string;
}

/**
 * APP-9: an application's answers by the Enquiry Tool's rules, in the tool's words: the verdict,
 * the permit it needs, each reason with the zone and limit that decided it, the lead time and the
 * notes. The Enquiry Tool shows it live (ENQ-3), the form's review step before submission and the
 * details page the result kept at submission, so the applicant reads all three the same way.
 */
export function EligibilityOutcome({
  result,
  subheading,
  notAllowedAdvice,
}: EligibilityOutcomeProps) {
  const text = VERDICT_TEXTS[result.verdict];
  const Subheading = subheading;
  return (
    <>
      <p className={`h4 text-${text.tone}-emphasis`}>{text.title}</p>
      {result.verdict === 'NOT_ALLOWED' && notAllowedAdvice && (
        <p className="text-danger-emphasis fw-semibold">{notAllowedAdvice}</p>
      )}
      {result.verdict === 'PERMIT_REQUIRED' && (
        <p>
          These answers need the <strong>{result.permitName}</strong>.
        </p>
      )}
      <Subheading className="h6">Why</Subheading>
      <ul>
        {result.reasons.map((reason) => (
          <EligibilityReasonItem key={reasonKey(reason)} reason={reason} />
        ))}
      </ul>
      {result.verdict === 'PERMIT_REQUIRED' && <p>{leadTimeMessage(result.leadTimeWorkingDays)}</p>}
      {result.notes.length > 0 && (
        <>
          <Subheading className="h6">Also note</Subheading>
          <ul className="mb-0">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
