import { useSuspenseQuery } from '@tanstack/react-query';
import {
  aerialActivityInitDataSchema,
  aerialPhotoInitDataSchema,
  CATEGORY_API_PATHS,
  craneInitDataSchema,
  shipInitDataSchema,
} from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { ShipInitData } from '@aviation-permits/domain/application';
import { useApiClient } from '@/lib/api-client/api-client-context';

// GET CATEGORY_API_PATHS[category].initData (APP-7): the server's today, holidays and the rules'
// figures, so the form's date rules agree with the server's whatever the browser's clock says.

const SCHEMAS = {
  1: aerialPhotoInitDataSchema,
  2: craneInitDataSchema,
  3: shipInitDataSchema,
  4: aerialActivityInitDataSchema,
} as const;

/** What every category's answer has (the ship crossing's answer is exactly that). */
export type FormRules = ShipInitData;

export function useFormInitData(category: CategoryId): FormRules {
  const api = useApiClient();
  return useSuspenseQuery({
    queryKey: ['application-form-init-data', category],
    queryFn: (): Promise<FormRules> =>
      api.call(CATEGORY_API_PATHS[category].initData, { schema: SCHEMAS[category] }),
  }).data;
}
