import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { EnquiryFormInput } from '@aviation-permits/domain';
import { enquiryFieldId } from './enquiry-form-api';
import type { EnquiryFormApi } from './enquiry-form-api';

interface EnquiryTextFieldProps {
  form: EnquiryFormApi;
  name: FieldPath<EnquiryFormInput>;
  label: string;
  hint?: string;
  type?: 'text' | 'date' | 'time';
  inputMode?: 'decimal';
  /** Shown after the input (a unit, or the unit's drop-down). */
  suffix?: ReactNode;
}

/**
 * One labelled question; its hint and error are tied to the input with aria-describedby, so a
 * screen reader reads them with it (ENQ-1 accessibility, WCAG 1.3.1, 3.3.1).
 */
export function EnquiryTextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  inputMode,
  suffix,
}: EnquiryTextFieldProps) {
  const id = enquiryFieldId(name);
  const error = form.getFieldState(name, form.formState).error?.message;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const input = (
    <input
      id={id}
      type={type}
      inputMode={inputMode}
      className={`form-control${error ? ' is-invalid' : ''}`}
      aria-invalid={Boolean(error)}
      aria-describedby={described || undefined}
      {...form.register(name)}
    />
  );
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {suffix ? (
        <div className="input-group">
          {input}
          {suffix}
        </div>
      ) : (
        input
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
