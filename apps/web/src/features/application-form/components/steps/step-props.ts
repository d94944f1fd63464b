import type { UseFormReturn } from 'react-hook-form';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { ApplicationFormValues } from '../../model/form-values';

export interface StepProps {
  form: UseFormReturn<ApplicationFormValues>;
  category: CategoryId;
}
