import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { emailProvedSchema, otpRequestAcceptedSchema } from '@aviation-permits/domain/auth';
import type { OtpRequest, OtpVerify } from '@aviation-permits/domain/auth';
import { useApiClient } from '@/lib/api-client/api-client-context';

// ACC-34: a Singpass or Corppass user proves the profile's e-mail address with a one-time code
// (docs/sign-in-protection.md). Refusals (a wrong code, an address another account has proved,
// too many requests) reach the shared error handler and the panel's own message.

/** POST /account-service/v1/profile/email/code: e-mails a code to the typed address. */
export function useSendEmailCode() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpRequest) =>
      api.call(API_PATHS.profileEmailCode, {
        method: 'POST',
        body: request,
        schema: otpRequestAcceptedSchema,
      }),
  });
}

/** POST /account-service/v1/profile/email/verify: the right code makes the address proved. */
export function useVerifyEmailCode() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OtpVerify) =>
      api.call(API_PATHS.profileEmailVerify, {
        method: 'POST',
        body: request,
        schema: emailProvedSchema,
      }),
    // The profile and the session's status both show the proved address now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
