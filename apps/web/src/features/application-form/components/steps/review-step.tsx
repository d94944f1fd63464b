import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type {
  ApplicationDocument,
  DeclarationKey,
  FeeScheduleCents,
} from '@aviation-permits/domain/application';
import { ApplicationAnswers } from '@/components/application-answers/application-answers';
import { CheckField } from '@/components/form/check-field';
import { fieldErrorMessage } from '@/components/form/field-error';
import {
  needsNoPermit,
  reviewEligibility,
  type ReviewFigures,
} from '../../model/review-eligibility';
import type { ApplicationFormValues } from '../../model/form-values';
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
  // Every field has its default (emptyForm, formFromDraft): the watched answers are whole.
  const answers = useWatch({ control: form.control }) as ApplicationFormValues;
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
          const name = `declarations.${key}` as const;
          return (
            <CheckField
              key={key}
              id={fieldId(name)}
              label={declarations[key]}
              error={fieldErrorMessage(form.formState.errors, name)}
            >
              {({ invalidClass, ...control }) => (
                <input
                  {...control}
                  type="checkbox"
                  className={`form-check-input${invalidClass}`}
                  {...form.register(name)}
                />
              )}
            </CheckField>
          );
        })}
      </fieldset>
    </div>
  );
}
