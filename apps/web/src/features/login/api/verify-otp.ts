import { useMutation } from '@tanstack/react-query';
import { API_PATHS, userSessionSchema } from '@aviation-permits/domain';
import type { OtpVerify } from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST /login-service/otp/verify: a right code starts the session and answers it. */
export function useVerifyOtp() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpVerify) =>
      api.call(API_PATHS.otpVerify, { method: 'POST', body: request, schema: userSessionSchema }),
  });
}
