import { useMutation } from '@tanstack/react-query';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { otpRequestAcceptedSchema } from '@aviation-permits/domain/auth';
import type { OtpRequest } from '@aviation-permits/domain/auth';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/sign-in/code (OFF-2): e-mails an officer a code, behind the human check. */
export function useRequestOfficerCode() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpRequest) =>
      api.call(OFFICER_API_PATHS.signInCode, {
        method: 'POST',
        body: request,
        schema: otpRequestAcceptedSchema,
        humanCheck: true,
      }),
  });
}
