import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CategoryId, SubmissionContext } from '@aviation-permits/domain/activity';
import type { ApplicationFormValues } from '../model/form-values';
import { stepSchema } from '../model/step-schemas';

/**
 * The application's react-hook-form, checked by the schema of the step on screen (APP-80): Next,
 * the checks while correcting and Submit (the last step: the whole submission schema) each apply
 * the rules of the fields in view. `stepOnScreenRef` is the step the checks are for.
 */
export function useStepForm(
  initialValues: ApplicationFormValues,
  category: CategoryId,
  context: SubmissionContext,
) {
  const stepOnScreenRef = useRef(0);
  const resolver: Resolver<ApplicationFormValues> = (values, resolverContext, options) => {
    // The step's schema reads any record of answers; react-hook-form types a resolver by its form.
    const check = zodResolver(
      stepSchema(stepOnScreenRef.current, values, category, context),
    ) as unknown as Resolver<ApplicationFormValues>;
    return check(values, resolverContext, options);
  };
  const form = useForm<ApplicationFormValues>({
    resolver,
    defaultValues: initialValues,
    // APP-84: a field is first checked by Next or Submit, then again as it changes; a field left
    // by Tab without a change says nothing (checking on blur flashed "mandatory" at each one).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return { form, stepOnScreenRef };
}
