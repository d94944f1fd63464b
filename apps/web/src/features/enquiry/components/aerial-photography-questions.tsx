import { AERIAL_PHOTOGRAPHY_QUESTIONS } from '@aviation-permits/domain/application';
import { FormFieldset } from '@/components/form/form-fieldset';
import { enquiryFieldId } from './enquiry-form-api';
import type { EnquiryFormApi } from './enquiry-form-api';

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The aerial photography form's two yes/no questions (APP-19), which the answer explains (ENQ-11). */
export function AerialPhotographyQuestions({ form }: { form: EnquiryFormApi }) {
  return (
    <>
      {(
        Object.keys(AERIAL_PHOTOGRAPHY_QUESTIONS) as (keyof typeof AERIAL_PHOTOGRAPHY_QUESTIONS)[]
      ).map((key) => {
        const id = enquiryFieldId(`aerialPhotography.${key}`);
        return (
          <FormFieldset
            key={key}
            id={id}
            legend={AERIAL_PHOTOGRAPHY_QUESTIONS[key]}
            legendClassName="fs-6"
          >
            {ANSWERS.map((answer) => (
              <div className="form-check form-check-inline" key={answer.value}>
                <input
                  id={`${id}-${answer.value}`}
                  type="radio"
                  className="form-check-input"
                  value={answer.value}
                  {...form.register(`aerialPhotography.${key}`)}
                />
                <label htmlFor={`${id}-${answer.value}`} className="form-check-label">
                  {answer.label}
                </label>
              </div>
            ))}
          </FormFieldset>
        );
      })}
    </>
  );
}
