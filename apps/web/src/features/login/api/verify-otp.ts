import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { userSessionSchema } from '@aviation-permits/domain/session';
import type { OtpVerify } from '@aviation-permits/domain/auth';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST /login-service/otp/verify: a right code starts the session and answers it. */
export function useVerifyOtp() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpVerify) =>
      api.call(API_PATHS.otpVerify, { method: 'POST', body: request, schema: userSessionSchema }),
  });
}
