import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import { EligibilityOutcome } from '@/components/eligibility/eligibility-outcome';

export const SUBMISSION_ELIGIBILITY_TITLE = 'Clearance assessment at submission';
const HEADING_ID = 'submission-eligibility-heading';

/**
 * APP-9: what the Enquiry Tool's rules said of the answers when they were submitted, as the
 * server kept it, in the words the review step used. Read-only: it is a record of that moment,
 * not worked out again. A draft, or an application submitted before the result was kept, has
 * none, and the section is left out.
 */
export function SubmissionEligibility({ result }: { result: EligibilityResult | undefined }) {
  if (!result) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="mb-3">
      <h2 id={HEADING_ID} className="h4">
        {SUBMISSION_ELIGIBILITY_TITLE}
      </h2>
      <p className="small">By the Enquiry Tool&apos;s rules, when the answers were submitted:</p>
      <EligibilityOutcome result={result} subheading="h3" />
    </section>
  );
}
