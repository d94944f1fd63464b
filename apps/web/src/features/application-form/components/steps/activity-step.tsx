import { useWatch } from 'react-hook-form';
import {
  ACTIVITY_TYPE_LABEL,
  AERIAL_PHOTOGRAPHY_QUESTIONS,
  CRANE_QUESTIONS,
} from '@aviation-permits/domain/application';
import { AERIAL_ACTIVITY_TYPES, CATEGORIES } from '@aviation-permits/domain/activity';
import type { FormField } from '@aviation-permits/domain/application';
import { activityFields } from '@/lib/application-sections/application-sections';
import { tableFieldName } from '../../model/form-values';
import { FormFieldInput } from '../form-field-input';
import type { StepProps } from './step-props';

// Step 1 (APP-10 to APP-20): the common activity fields and the category's own, drawn from the
// domain's field tables; category 4 first picks its activity type, which decides its fields.

const ACTIVITY_TYPE_FIELD: FormField = {
  label: ACTIVITY_TYPE_LABEL,
  kind: 'choice',
  options: AERIAL_ACTIVITY_TYPES.map(({ code, label }) => ({ value: code, label })),
};

/** The long questions some yes/no fields stand for, shown with them. */
const QUESTIONS: Readonly<Record<string, string>> = {
  ...AERIAL_PHOTOGRAPHY_QUESTIONS,
  ...CRANE_QUESTIONS,
};

export function ActivityStep({ form, category, typeLocked }: StepProps & { typeLocked: boolean }) {
  const activityType = useWatch({ control: form.control, name: 'activityType' });
  const fields = activityFields(category, activityType);
  return (
    <div>
      <p>
        Category: <strong>{CATEGORIES.find(({ id }) => id === category)?.name}</strong>
      </p>
      <div className="row">
        {category === 4 &&
          (typeLocked ? (
            <p>
              {ACTIVITY_TYPE_LABEL}:{' '}
              <strong>
                {AERIAL_ACTIVITY_TYPES.find(({ code }) => code === activityType)?.label}
              </strong>
            </p>
          ) : (
            <FormFieldInput form={form} name="activityType" field={ACTIVITY_TYPE_FIELD} />
          ))}
        {Object.entries(fields).map(([name, field]) => (
          <FormFieldInput
            key={name}
            form={form}
            name={tableFieldName(name)}
            field={field}
            className={field.kind === 'multiline' ? 'col-12' : 'col-md-6'}
            {...(QUESTIONS[name] ? { hint: QUESTIONS[name] } : {})}
          />
        ))}
      </div>
    </div>
  );
}
