import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { CategoryId } from '@aviation-permits/domain';

export interface StepProps {
  form: UseFormReturn<FieldValues>;
  category: CategoryId;
}
