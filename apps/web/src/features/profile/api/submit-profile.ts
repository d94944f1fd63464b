import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { PROFILE_SUBMIT_PARTS, profileSavedSchema } from '@aviation-permits/domain/profile';
import type { ProfileValues } from '@aviation-permits/domain/profile';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { PROFILE_QUERY_KEY } from './profile-query';

export interface ProfileSubmission {
  profile: ProfileValues;
  documents: readonly File[];
}

/** POST /account-service/v1/profile/submit: multipart, the profile as JSON plus up to 2 files. */
export function useSubmitProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profile, documents }: ProfileSubmission) => {
      const form = new FormData();
      form.append(PROFILE_SUBMIT_PARTS.profile, JSON.stringify(profile));
      for (const document of documents) {
        form.append(PROFILE_SUBMIT_PARTS.documents, document, document.name);
      }
      return api.call(API_PATHS.profileSubmit, {
        method: 'POST',
        body: form,
        schema: profileSavedSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
