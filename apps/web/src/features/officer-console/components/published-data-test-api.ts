import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerRole } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiError } from '@/lib/api-client/api-error';

/** A call the fake officer service received. */
interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = unknown;

const OFFICER_ID = '4f9d2c3e-8a1b-4c5d-9e6f-1a2b3c4d5e6f';

/**
 * The officer service for the published-data pages' tests (OFF-36): the session of the given role,
 * and each other call answered from `answers` by "METHOD path" (an ApiError is thrown).
 */
export function fakeOfficerService(role: OfficerRole, answers: Record<string, () => Answer>) {
  const calls: ReceivedCall[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const method = options.method ?? 'GET';
      calls.push({ method, path, body: options.body });
      const answer =
        path === OFFICER_API_PATHS.session
          ? {
              stage: 'signed-in',
              officer: {
                id: OFFICER_ID,
                email: 'chief@caa.example',
                displayName: 'Chief',
                role,
                enrolled: true,
              },
              idleTimeoutMs: 900_000,
            }
          : answers[`${method} ${path}`]?.();
      if (answer instanceof ApiError) throw answer;
      return (await loadAnswerSchema(options.schema)).parse(answer);
    },
  };
  return { api, calls };
}

export function refusal(status: number, detail: string, errors: ApiError['errors'] = []) {
  return new ApiError({ message: detail, url: '/', status, detail, errors });
}
