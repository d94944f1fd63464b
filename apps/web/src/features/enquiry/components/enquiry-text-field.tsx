import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { EnquiryFormInput } from '@aviation-permits/domain/eligibility';
import { FormField } from '@/components/form/form-field';
import { enquiryFieldId, shownError, type EnquiryFormApi } from './enquiry-form-api';

interface EnquiryTextFieldProps {
  form: EnquiryFormApi;
  name: FieldPath<EnquiryFormInput>;
  label: string;
  hint?: string;
  inputMode?: 'decimal';
  /** Shown after the input (a unit, or the unit's drop-down). */
  suffix?: ReactNode;
}

/**
 * One typed answer in the form kit's field (APP-81): its hint and error tied to the input, so a
 * screen reader reads them with it (ENQ-1 accessibility, WCAG 1.3.1, 3.3.1).
 */
export function EnquiryTextField({
  form,
  name,
  label,
  hint,
  inputMode,
  suffix,
}: EnquiryTextFieldProps) {
  return (
    <FormField id={enquiryFieldId(name)} label={label} hint={hint} error={shownError(form, name)}>
      {({ invalidClass, ...control }) => {
        const input = (
          <input
            type="text"
            inputMode={inputMode}
            className={`form-control${invalidClass}`}
            {...control}
            {...form.register(name)}
          />
        );
        return suffix ? (
          <div className="input-group">
            {input}
            {suffix}
          </div>
        ) : (
          input
        );
      }}
    </FormField>
  );
}
