import { useWatch } from 'react-hook-form';
import { ENQUIRY_FIELD_LABELS } from '@aviation-permits/domain/eligibility';
import { FormField } from '@/components/form/form-field';
import { FormFieldset } from '@/components/form/form-fieldset';
import { enquiryFieldId, shownError } from './enquiry-form-api';
import type { EnquiryChoice, EnquiryFormApi } from './enquiry-form-api';

interface WhatQuestionsProps {
  form: EnquiryFormApi;
  categories: readonly EnquiryChoice[];
  activityTypes: readonly EnquiryChoice[];
}

/**
 * ENQ-1 "what": the permit category and, for aerial activities, the activity type. Either left by
 * Tab without a choice says "mandatory" only once the visitor presses Check (ENQ-24).
 */
export function WhatQuestions({ form, categories, activityTypes }: WhatQuestionsProps) {
  const category = useWatch({ control: form.control, name: 'category' });
  const categoryId = enquiryFieldId('category');
  return (
    <>
      <FormFieldset
        id={categoryId}
        legend={`${ENQUIRY_FIELD_LABELS.category}: what do you plan?`}
        legendClassName="fs-6 fw-bold"
        error={shownError(form, 'category')}
      >
        {categories.map((choice) => (
          <div className="form-check" key={choice.value}>
            <input
              id={`${categoryId}-${choice.value}`}
              type="radio"
              className="form-check-input"
              value={choice.value}
              {...form.register('category')}
            />
            <label htmlFor={`${categoryId}-${choice.value}`} className="form-check-label">
              {choice.label}
            </label>
          </div>
        ))}
      </FormFieldset>
      {category === '4' && (
        <FormField
          id={enquiryFieldId('activity')}
          label={ENQUIRY_FIELD_LABELS.activity}
          error={shownError(form, 'activity')}
        >
          {({ invalidClass, ...control }) => (
            <select
              {...control}
              className={`form-select${invalidClass}`}
              {...form.register('activity')}
            >
              <option value="">Please select</option>
              {activityTypes.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}
