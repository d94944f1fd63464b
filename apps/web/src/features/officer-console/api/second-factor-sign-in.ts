import { useMutation } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerSessionSchema } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export type SecondFactorKind = 'totp' | 'recovery-code';

const PATHS: Record<SecondFactorKind, string> = {
  totp: OFFICER_API_PATHS.signInTotp,
  'recovery-code': OFFICER_API_PATHS.signInRecoveryCode,
};

/** POST …/sign-in/totp or …/sign-in/recovery-code (OFF-3, OFF-4): the same answer, the session. */
export function useSecondFactorSignIn() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ kind, code }: { kind: SecondFactorKind; code: string }) =>
      api.call(PATHS[kind], { method: 'POST', body: { code }, schema: officerSessionSchema }),
  });
}
