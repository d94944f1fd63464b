import { useMemo } from 'react';
import { get, useWatch } from 'react-hook-form';
import { applicationEligibility } from '@aviation-permits/domain';
import type {
  ApplicationDocument,
  DeclarationKey,
  TemporaryRestrictedArea,
} from '@aviation-permits/domain';
import { ApplicationAnswers } from '@/components/application-answers/application-answers';
import { draftOf } from '../../model/form-values';
import { fieldId } from '../field-id';
import { EligibilityPanel } from './eligibility-panel';
import type { StepProps } from './step-props';

interface ReviewStepProps extends StepProps {
  /** The server's today in Singapore (the form's init-data), as the server judges at submission. */
  today: string;
  /** The temporary restricted areas the server serves (the form's init-data, ENQ-12). */
  temporaryAreas: readonly TemporaryRestrictedArea[];
  /** The server's configured ship crossing trigger (the form's init-data, ENQ-10). */
  shipCrossingClearanceAboveM: number;
  documents: readonly ApplicationDocument[];
  declarations: Readonly<Record<DeclarationKey, string>>;
}

/**
 * Step 6 (APP-38, APP-49): what the Enquiry Tool's rules say of the answers (APP-9), every answer
 * read-only, then the two declarations.
 */
export function ReviewStep({
  form,
  category,
  today,
  temporaryAreas,
  shipCrossingClearanceAboveM,
  documents,
  declarations,
}: ReviewStepProps) {
  const answers = useWatch({ control: form.control }) as Record<string, unknown>;
  // Temporary restricted areas are the server's, judged against its today, and the ship crossing
  // trigger is the server's figure, as the submission is (APP-9): a browser whose clock is wrong
  // sees what the server will say.
  const eligibility = useMemo(
    () =>
      applicationEligibility(draftOf(answers), {
        today,
        temporaryAreas,
        shipCrossingClearanceAboveM,
      }),
    [answers, today, temporaryAreas, shipCrossingClearanceAboveM],
  );
  return (
    <div>
      <EligibilityPanel category={category} result={eligibility} />
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
