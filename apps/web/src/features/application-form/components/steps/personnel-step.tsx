import { useFieldArray } from 'react-hook-form';
import {
  ADDITIONAL_SAFETY_PERSONNEL,
  SAFETY_PERSONNEL_ROLES,
  safetyPersonFields,
} from '@aviation-permits/domain/application';
import { fieldErrorMessage } from '@/components/form/field-error';
import { FormFieldset } from '@/components/form/form-fieldset';
import { emptySafetyPerson, tableFieldName } from '../../model/form-values';
import { fieldId } from '../field-id';
import { FormFieldInput } from '../form-field-input';
import { OperatorFields } from './operator-fields';
import type { StepProps } from './step-props';

const ADD_PERSON_LABEL = 'Add safety personnel';

/** Step 4 (APP-10, APP-28): the operator, the safety measures and the safety personnel. */
export function PersonnelStep({
  form,
  minPeople,
  maxPeople,
}: StepProps & { minPeople: number; maxPeople: number }) {
  const people = useFieldArray({ control: form.control, name: 'safetyPersonnel' });
  return (
    <div>
      <OperatorFields form={form} />
      <FormFieldset
        id={fieldId('safetyPersonnel')}
        legend="Safety personnel"
        legendClassName="h5"
        hint={`At least ${minPeople}, each with a different local contact number.`}
        error={fieldErrorMessage(form.formState.errors, 'safetyPersonnel')}
        focusable
      >
        {people.fields.map((person, index) => {
          const role = SAFETY_PERSONNEL_ROLES[index] ?? ADDITIONAL_SAFETY_PERSONNEL;
          return (
            <fieldset key={person.id} className="border rounded p-3 mb-3">
              <legend className="h6 float-none w-auto px-1">
                {role}
                {index >= SAFETY_PERSONNEL_ROLES.length ? ` ${index - 1}` : ''}
              </legend>
              <div className="row">
                {Object.entries(safetyPersonFields(role)).map(([name, field]) => (
                  <FormFieldInput
                    key={name}
                    form={form}
                    name={tableFieldName(`safetyPersonnel.${index}.${name}`)}
                    field={field}
                    className="col-md-4"
                  />
                ))}
              </div>
              {index >= minPeople && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => people.remove(index)}
                >
                  Remove {role} {index - 1}
                </button>
              )}
            </fieldset>
          );
        })}
        {people.fields.length < maxPeople && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => people.append(emptySafetyPerson())}
          >
            {ADD_PERSON_LABEL}
          </button>
        )}
      </FormFieldset>
    </div>
  );
}
