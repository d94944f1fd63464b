import { useMutation } from '@tanstack/react-query';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import { postalCodeAddressSchema } from '@aviation-permits/domain/profile';
import { postalCodeLookupPath } from '@aviation-permits/domain/http';
import type { PostalCodeAddress } from '@aviation-permits/domain/profile';
import type { ApiClient } from '@/lib/api-client/api-client';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';

export type PostalCodeLookupResult =
  { found: true; address: PostalCodeAddress } | { found: false; message: string };

/**
 * GET /account-service/v1/postal-code/:code. An unknown code or an unreachable lookup is an answer
 * the form shows beside the field (ACC-33: "Unable to retrieve data." or "Address not
 * found."), not a failure for the shared handler; only an ended session (401) still goes there.
 */
async function lookUpPostalCode(
  api: ApiClient,
  postalCode: string,
): Promise<PostalCodeLookupResult> {
  try {
    const address = await api.call(postalCodeLookupPath(postalCode), {
      schema: postalCodeAddressSchema,
    });
    return { found: true, address };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return {
      found: false,
      message: notFound ? MAP_MESSAGES.addressNotFound : MAP_MESSAGES.unableToRetrieveData,
    };
  }
}

export function usePostalCodeLookup() {
  const api = useApiClient();
  return useMutation({ mutationFn: (postalCode: string) => lookUpPostalCode(api, postalCode) });
}
