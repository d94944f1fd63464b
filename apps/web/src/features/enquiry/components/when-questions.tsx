import { useFieldArray } from 'react-hook-form';
import { DATE_TIME_ROW_FIELDS, MAX_DATE_TIME_ROWS } from '@aviation-permits/domain';
import type { EnquiryFormApi } from './enquiry-form-api';
import { EnquiryTextField } from './enquiry-text-field';

const EMPTY_ROW = { startDate: '', endDate: '', startTime: '', endTime: '' };

/**
 * ENQ-1 "when": date and time rows, Singapore time. Optional; the answer depends on them for
 * releases in military operating hours (ENQ-7, ENQ-8) and temporary restricted areas (ENQ-12).
 */
export function WhenQuestions({ form }: { form: EnquiryFormApi }) {
  const rows = useFieldArray({ control: form.control, name: 'dateTimeRows' });
  return (
    <fieldset className="mb-3">
      <legend className="fs-5">When?</legend>
      <p className="form-text mt-0">
        Singapore time. Needed to check releases of balloons and sky lanterns against military
        operating hours, and temporary restricted areas on their dates.
      </p>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="border rounded p-2 mb-2">
          <legend className="fs-6 float-none w-auto px-1 mb-0">Date and time {index + 1}</legend>
          <div className="row">
            {(['startDate', 'endDate', 'startTime', 'endTime'] as const).map((key) => (
              <div className="col-sm-6 col-lg-3" key={key}>
                <EnquiryTextField
                  form={form}
                  name={`dateTimeRows.${index}.${key}`}
                  label={DATE_TIME_ROW_FIELDS[key].label}
                  type={DATE_TIME_ROW_FIELDS[key].kind}
                />
              </div>
            ))}
          </div>
          {rows.fields.length > 1 && (
            <button
              type="button"
              className="btn btn-link btn-sm px-0"
              onClick={() => rows.remove(index)}
            >
              Remove date and time {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {rows.fields.length < MAX_DATE_TIME_ROWS && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => rows.append(EMPTY_ROW)}
        >
          Add a date and time
        </button>
      )}
    </fieldset>
  );
}
