import { useMutation } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerSessionSchema } from '@aviation-permits/domain/officer';
import type { OtpVerify } from '@aviation-permits/domain/auth';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/sign-in/code/verify (OFF-2): a right code starts a signing-in session. */
export function useVerifyOfficerCode() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpVerify) =>
      api.call(OFFICER_API_PATHS.signInCodeVerify, {
        method: 'POST',
        body: request,
        schema: officerSessionSchema,
      }),
  });
}
