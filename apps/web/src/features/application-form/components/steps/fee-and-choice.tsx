import { feeCentsOf } from '@aviation-permits/domain/application';
import { formatMoney } from '@aviation-permits/domain/payment';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { FeeScheduleCents } from '@aviation-permits/domain/application';
import { CheckField } from '@/components/form/check-field';
import { fieldId } from '../field-id';

/** Not an answer of the form: the applicant's choice, which no request carries. */
export const APPLY_ANYWAY_FIELD = 'applyWithoutPermit';

export const APPLY_ANYWAY_LABEL_PREFIX = 'I understand no permit is needed and still want to apply';
export const APPLY_ANYWAY_REQUIRED =
  'Confirm that you still want to apply, or leave the application as a draft.';

/** The applicant's answer to "still apply?", and the message when Submit found it unanswered. */
export interface ApplyAnywayChoice {
  confirmed: boolean;
  error: string | undefined;
  onChange(confirmed: boolean): void;
}

/** APP-70: the amount the server's schedule charges, in the words the review step uses. */
function feeDueText(feeCents: number): string {
  return feeCents > 0
    ? `You will be asked to pay ${formatMoney({ currency: 'SGD', amountCents: feeCents })} next.`
    : 'No fee is due.';
}

interface FeeAndChoiceProps {
  category: CategoryId;
  activityType: unknown;
  /** The server's schedule (the form's init-data); none when editing after submission. */
  fees: FeeScheduleCents | undefined;
  /** Present when the rules say no permit is needed. */
  applyAnyway: ApplyAnywayChoice | undefined;
}

/**
 * APP-70: before Submit, the fee the server will charge (never computed in the browser: the
 * server's schedule, read by the domain's rule) and, when the Enquiry Tool's rules say no permit
 * is needed, a plain word of it and the applicant's confirmation that they still want to apply.
 */
export function FeeAndChoice({ category, activityType, fees, applyAnyway }: FeeAndChoiceProps) {
  const feeCents = fees && feeCentsOf(fees, { category, activityType });
  const pay = feeCents !== undefined && feeCents > 0 ? ' and pay' : '';
  return (
    <section aria-labelledby="fee-heading" className="card mb-3">
      <div className="card-body">
        <h3 id="fee-heading" className="h5">
          Fee
        </h3>
        {feeCents !== undefined && <p className="mb-2">{feeDueText(feeCents)}</p>}
        {applyAnyway && (
          <>
            <p className="mb-2">
              By the Enquiry Tool&apos;s rules your activity does not need a permit. You may still
              apply{pay}.
            </p>
            <CheckField
              id={fieldId(APPLY_ANYWAY_FIELD)}
              label={`${APPLY_ANYWAY_LABEL_PREFIX}${pay}.`}
              error={applyAnyway.error}
            >
              {({ invalidClass, ...control }) => (
                <input
                  {...control}
                  type="checkbox"
                  className={`form-check-input${invalidClass}`}
                  checked={applyAnyway.confirmed}
                  onChange={(event) => applyAnyway.onChange(event.target.checked)}
                />
              )}
            </CheckField>
          </>
        )}
      </div>
    </section>
  );
}
