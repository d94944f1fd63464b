import type { EnquiryFormAnswer } from '@aviation-permits/domain/eligibility';
import { VERDICT_TEXTS } from '@/components/eligibility/eligibility-reason';

/**
 * ENQ-23: on a narrow screen the answer panel lies below the questions, so the verdict is kept in
 * view in a bar at the bottom of the screen, with a link to the whole answer. Not a live region:
 * the panel already announces each new answer.
 */
export function AnswerSummaryBar({ answer }: { answer: EnquiryFormAnswer }) {
  const summary =
    answer.kind === 'answer'
      ? VERDICT_TEXTS[answer.result.verdict]
      : { title: 'Answer the questions to see the answer', tone: 'body' };
  return (
    <div className="enquiry-summary-bar d-lg-none">
      <p className={`mb-0 fw-bold text-${summary.tone}-emphasis`}>{summary.title}</p>
      <a href="#enquiry-answer-heading">See the answer</a>
    </div>
  );
}
