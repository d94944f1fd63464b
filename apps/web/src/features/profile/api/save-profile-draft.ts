import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { profileSavedSchema } from '@aviation-permits/domain/profile';
import type { ProfileInput } from '@aviation-permits/domain/profile';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { PROFILE_QUERY_KEY } from './profile-query';

/** PUT /account-service/v1/profile: keeps an incomplete form for the next visit. */
export function useSaveProfileDraft() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ProfileInput) =>
      api.call(API_PATHS.profile, { method: 'PUT', body: draft, schema: profileSavedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
