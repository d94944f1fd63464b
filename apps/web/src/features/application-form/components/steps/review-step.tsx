import { useMemo } from 'react';
import { get, useWatch } from 'react-hook-form';
import type {
  ApplicationDocument,
  DeclarationKey,
  FeeScheduleCents,
} from '@aviation-permits/domain';
import { ApplicationAnswers } from '@/components/application-answers/application-answers';
import {
  needsNoPermit,
  reviewEligibility,
  type ReviewFigures,
} from '../../model/review-eligibility';
import { fieldId } from '../field-id';
import { EligibilityPanel } from './eligibility-panel';
import { FeeAndChoice, type ApplyAnywayChoice } from './fee-and-choice';
import type { StepProps } from './step-props';

interface ReviewStepProps extends StepProps, ReviewFigures {
  /** The server's fee schedule (the form's init-data); none when editing after submission. */
  fees: FeeScheduleCents | undefined;
  /** The applicant's choice to apply when no permit is needed (APP-70). */
  applyAnyway: ApplyAnywayChoice;
  documents: readonly ApplicationDocument[];
  declarations: Readonly<Record<DeclarationKey, string>>;
}

/**
 * Step 6 (APP-38, APP-49): what the Enquiry Tool's rules say of the answers (APP-9), the fee and,
 * when no permit is needed, the choice to apply anyway (APP-70), every answer read-only, then the
 * two declarations.
 */
export function ReviewStep({
  form,
  category,
  today,
  temporaryAreas,
  shipCrossingClearanceAboveM,
  fees,
  applyAnyway,
  documents,
  declarations,
}: ReviewStepProps) {
  const answers = useWatch({ control: form.control }) as Record<string, unknown>;
  // Temporary restricted areas are the server's, judged against its today, and the ship crossing
  // trigger is the server's figure, as the submission is (APP-9): a browser whose clock is wrong
  // sees what the server will say.
  const eligibility = useMemo(
    () => reviewEligibility(answers, { today, temporaryAreas, shipCrossingClearanceAboveM }),
    [answers, today, temporaryAreas, shipCrossingClearanceAboveM],
  );
  return (
    <div>
      <EligibilityPanel category={category} result={eligibility} />
      <FeeAndChoice
        category={category}
        activityType={answers.activityType}
        fees={fees}
        applyAnyway={needsNoPermit(eligibility) ? applyAnyway : undefined}
      />
      <ApplicationAnswers category={category} answers={answers} documents={documents} />
      <fieldset className="mb-3">
        <legend className="h5">Declarations</legend>
        {(Object.keys(declarations) as DeclarationKey[]).map((key) => {
          const name = `declarations.${key}`;
          const id = fieldId(name);
          const message = (get(form.formState.errors, name) as { message?: string } | undefined)
            ?.message;
          return (
            <div key={key} className="form-check mb-2">
              <input
                id={id}
                type="checkbox"
                className={`form-check-input${message ? ' is-invalid' : ''}`}
                aria-invalid={Boolean(message)}
                aria-describedby={message ? `${id}-error` : undefined}
                {...form.register(name)}
              />
              <label htmlFor={id} className="form-check-label">
                {declarations[key]}
              </label>
              {message && (
                <div id={`${id}-error`} className="invalid-feedback d-block">
                  {message}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
