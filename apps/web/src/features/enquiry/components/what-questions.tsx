import { useWatch } from 'react-hook-form';
import { ENQUIRY_FIELD_LABELS } from '@aviation-permits/domain';
import { enquiryFieldId } from './enquiry-form-api';
import type { EnquiryChoice, EnquiryFormApi } from './enquiry-form-api';

interface WhatQuestionsProps {
  form: EnquiryFormApi;
  categories: readonly EnquiryChoice[];
  activityTypes: readonly EnquiryChoice[];
}

/** ENQ-1 "what": the permit category and, for aerial activities, the activity type. */
export function WhatQuestions({ form, categories, activityTypes }: WhatQuestionsProps) {
  const category = useWatch({ control: form.control, name: 'category' });
  const categoryError = form.getFieldState('category', form.formState).error?.message;
  const activityError = form.getFieldState('activity', form.formState).error?.message;
  const categoryId = enquiryFieldId('category');
  const activityId = enquiryFieldId('activity');
  return (
    <>
      <fieldset
        id={categoryId}
        className="mb-3"
        aria-describedby={categoryError ? `${categoryId}-error` : undefined}
      >
        <legend className="fs-6 fw-bold">{ENQUIRY_FIELD_LABELS.category}: what do you plan?</legend>
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
        {categoryError && (
          <div id={`${categoryId}-error`} className="invalid-feedback d-block">
            {categoryError}
          </div>
        )}
      </fieldset>
      {category === '4' && (
        <div className="mb-3">
          <label htmlFor={activityId} className="form-label">
            {ENQUIRY_FIELD_LABELS.activity}
          </label>
          <select
            id={activityId}
            className={`form-select${activityError ? ' is-invalid' : ''}`}
            aria-invalid={Boolean(activityError)}
            aria-describedby={activityError ? `${activityId}-error` : undefined}
            {...form.register('activity')}
          >
            <option value="">Please select</option>
            {activityTypes.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {activityError && (
            <div id={`${activityId}-error`} className="invalid-feedback d-block">
              {activityError}
            </div>
          )}
        </div>
      )}
    </>
  );
}
