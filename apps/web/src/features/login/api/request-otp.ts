import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { otpRequestAcceptedSchema } from '@aviation-permits/domain/auth';
import type { OtpRequest } from '@aviation-permits/domain/auth';
import { useApiClient } from '@/lib/api-client/api-client-context';

/**
 * POST /login-service/otp/request: sends a one-time code to the address. The route requires a
 * solved human check, so the pipeline runs the proof of work first (a second or so).
 */
export function useRequestOtp() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: OtpRequest) =>
      api.call(API_PATHS.otpRequest, {
        method: 'POST',
        body: request,
        schema: otpRequestAcceptedSchema,
        humanCheck: true,
      }),
  });
}
