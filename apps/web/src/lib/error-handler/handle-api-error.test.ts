import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, serverDownMessage } from '@aviation-permits/domain/messages';
import { FIREWALL_SIGNATURE } from '@aviation-permits/domain/http';
import { ApiError } from '@/lib/api-client/api-error';
import { handleApiError } from './handle-api-error';

const SUPPORT_EMAIL = 'help@aviation.example';
const URL = '/permits-service/v1/application/retrieve';

/** Records what the handler did, in order, so each test reads as the table row it covers. */
function fakeEffects() {
  const log: string[] = [];
  return {
    log,
    effects: {
      showError: vi.fn((message: string): void | Promise<void> => {
        log.push(`toast: ${message}`);
      }),
      navigate: vi.fn((to: string, options: { replace: boolean }) =>
        log.push(`navigate: ${to}${options.replace ? ' (replace)' : ''}`),
      ),
      clearStatus: vi.fn(() => log.push('clear status')),
      setFirewallBlocked: vi.fn(() => log.push('firewall blocked')),
      wait: vi.fn(async (ms: number) => {
        log.push(`wait ${ms} ms`);
      }),
    },
  };
}

async function handle(error: unknown): Promise<string[]> {
  const { log, effects } = fakeEffects();
  await handleApiError(error, effects, { supportEmail: SUPPORT_EMAIL });
  return log;
}

function apiError(init: Omit<ConstructorParameters<typeof ApiError>[0], 'message' | 'url'>) {
  return new ApiError({ message: 'failed', url: URL, ...init });
}

describe('shared error handler (ERR-5 to ERR-13)', () => {
  it('500: shows the server-down message with the support e-mail', async () => {
    expect(await handle(apiError({ status: 500, errorCodes: 'INTERNAL_SERVER_ERROR' }))).toEqual([
      `toast: ${serverDownMessage(SUPPORT_EMAIL)}`,
    ]);
    expect(serverDownMessage(SUPPORT_EMAIL)).toContain(SUPPORT_EMAIL);
  });

  it('400 VALIDATION_ERROR: one toast per errors[].errorMessage', async () => {
    const error = apiError({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      detail: 'not shown when there are field errors',
      errors: [
        { field: 'email', errorMessage: 'Email Address is invalid' },
        { field: 'idNumber', errorMessage: 'NRIC or FIN is invalid' },
        { field: 'remarks', errorMessage: '' },
      ],
    });

    expect(await handle(error)).toEqual([
      'toast: Email Address is invalid',
      'toast: NRIC or FIN is invalid',
    ]);
  });

  it('400 with another code: shows detail', async () => {
    const error = apiError({
      status: 400,
      errorCodes: 'BAD_REQUEST',
      detail: 'Category is unknown',
    });

    expect(await handle(error)).toEqual(['toast: Category is unknown']);
  });

  it('401: the 2000 ms start once the message is shown, not when it was asked for', async () => {
    const { log, effects } = fakeEffects();
    let shown = () => {};
    effects.showError.mockImplementationOnce((message: string) => {
      log.push(`toast: ${message}`);
      return new Promise<void>((resolve) => {
        shown = () => {
          log.push('toast shown');
          resolve();
        };
      });
    });
    const handled = handleApiError(apiError({ status: 401 }), effects, {
      supportEmail: SUPPORT_EMAIL,
    });
    await Promise.resolve();
    expect(log).toEqual([`toast: ${ERROR_MESSAGES.sessionTimedOut}`]);

    shown();
    await handled;
    expect(log).toEqual([
      `toast: ${ERROR_MESSAGES.sessionTimedOut}`,
      'toast shown',
      'wait 2000 ms',
      'clear status',
      'navigate: /login (replace)',
    ]);
  });

  it('401: session-timeout message, waits 2000 ms, clears the status, replaces with /login', async () => {
    expect(await handle(apiError({ status: 401, errorCodes: '401 UNAUTHORIZED' }))).toEqual([
      `toast: ${ERROR_MESSAGES.sessionTimedOut}`,
      'wait 2000 ms',
      'clear status',
      'navigate: /login (replace)',
    ]);
  });

  it("401 from an officer call: the officer console's sign-in page, the applicant's status kept (OFF-16)", async () => {
    const { log, effects } = fakeEffects();
    const officerCall = new ApiError({
      message: 'failed',
      url: '/officer-service/v1/audit?before=9',
      status: 401,
      errorCodes: '401 UNAUTHORIZED',
    });
    await handleApiError(officerCall, effects, { supportEmail: SUPPORT_EMAIL });
    expect(log).toEqual([
      `toast: ${ERROR_MESSAGES.sessionTimedOut}`,
      'wait 2000 ms',
      'navigate: /officer/login (replace)',
    ]);
  });

  it('403 with the firewall signature in the body: sets the flag, no toast', async () => {
    const body = `<html><body>${FIREWALL_SIGNATURE}... Support ID 42</body></html>`;

    expect(await handle(apiError({ status: 403, body }))).toEqual(['firewall blocked']);
  });

  it('403 INVALID CSRF TOKEN: shows the CSRF message', async () => {
    expect(await handle(apiError({ status: 403, errorCodes: 'INVALID CSRF TOKEN' }))).toEqual([
      `toast: ${ERROR_MESSAGES.invalidCsrf}`,
    ]);
  });

  it('403 INVALID RC TOKEN: shows the human-check message', async () => {
    expect(await handle(apiError({ status: 403, errorCodes: 'INVALID RC TOKEN' }))).toEqual([
      `toast: ${ERROR_MESSAGES.invalidHumanCheck}`,
    ]);
  });

  it('other 403: shows the message from the body, or the generic one without it', async () => {
    const withDetail = apiError({
      status: 403,
      errorCodes: 'FORBIDDEN',
      detail: 'Not your application',
    });
    const withoutDetail = apiError({ status: 403, errorCodes: 'FORBIDDEN' });

    expect(await handle(withDetail)).toEqual(['toast: Not your application']);
    expect(await handle(withoutDetail)).toEqual([`toast: ${ERROR_MESSAGES.somethingWentWrong}`]);
  });

  it('429 TOO_MANY_REQUESTS: shows "Too may requests." as the spec spells it', async () => {
    expect(await handle(apiError({ status: 429, errorCodes: 'TOO_MANY_REQUESTS' }))).toEqual([
      'toast: Too may requests.',
    ]);
  });

  it('413: shows detail', async () => {
    const error = apiError({
      status: 413,
      errorCodes: 'PAYLOAD_TOO_LARGE',
      detail: 'File size should not be more than 2MB.',
    });

    expect(await handle(error)).toEqual(['toast: File size should not be more than 2MB.']);
  });

  it.each([
    ['another status', apiError({ status: 404, errorCodes: 'NOT_FOUND', detail: 'x' })],
    ['no status (network failure or time-out)', apiError({})],
    ['a non-HTTP failure', new Error('chunk failed')],
    ['a 413 without detail', apiError({ status: 413 })],
    ['a 429 without its code', apiError({ status: 429 })],
    ['a 400 without detail or field errors', apiError({ status: 400, errorCodes: 'BAD_REQUEST' })],
  ])('anything else (%s): shows the generic message', async (_, error) => {
    expect(await handle(error)).toEqual(['toast: Oops! Something went wrong...']);
  });
});
