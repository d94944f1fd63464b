import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_PATHS, FIREWALL_SIGNATURE } from '@aviation-permits/domain/http';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { createApiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError } from './api-error';

interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
}

const SESSION = {
  userSessionValid: false,
  foundMultipleSessions: false,
  status: '',
  email: '',
  spcpLogin: false,
  fullName: '',
};
const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'ab',
    salt: 'cd',
    cost: 10,
    keyLength: 32,
    keyPrefix: '00',
    expiresAt: 1_900_000_000,
  },
  signature: 'sig',
};

function json(body: unknown, init: { status?: number; accessContent?: string } = {}): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.accessContent) headers.set('x-access-content', init.accessContent);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/** A fake network: answers by "METHOD path" and records every request the pipeline sends. */
function fakeNetwork(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
      keepalive: init?.keepalive,
    });
    const answer = routes[`${method} ${url}`];
    if (!answer) throw new TypeError(`Failed to fetch ${url}`);
    return answer();
  });
  return { fetch, calls };
}

function client(network: ReturnType<typeof fakeNetwork>, solveHumanCheck = vi.fn()) {
  return createApiClient({
    initialAccessContent: 'token-from-portal-config',
    fetch: network.fetch,
    solveHumanCheck,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request pipeline: headers', () => {
  it('sends the access-content token, the client time-out and same-origin credentials', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json(SESSION) });

    await client(network).call(API_PATHS.status, { schema: userSessionSchema });

    const [call] = network.calls;
    expect(call?.headers.get('x-access-content')).toBe('token-from-portal-config');
    expect(call?.headers.get('x-client-timeout')).toBe('2000');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.headers.has('x-csrf-token')).toBe(false);
  });

  it('keeps the newest access-content token a response brings', async () => {
    let served = 0;
    const network = fakeNetwork({
      [`GET ${API_PATHS.status}`]: () => json(SESSION, { accessContent: `fresh-${++served}` }),
    });
    const api = client(network);

    await api.call(API_PATHS.status, { schema: userSessionSchema });
    await api.call(API_PATHS.status, { schema: userSessionSchema });
    await api.call(API_PATHS.status, { schema: userSessionSchema });

    expect(network.calls.map((call) => call.headers.get('x-access-content'))).toEqual([
      'token-from-portal-config',
      'fresh-1',
      'fresh-2',
    ]);
  });

  it('takes a newer access-content token from an error response too', async () => {
    const network = fakeNetwork({
      'GET /permits-service/v1/broken': () =>
        json(
          { status: 500, errorCodes: 'INTERNAL_SERVER_ERROR' },
          { status: 500, accessContent: 'after-error' },
        ),
      [`GET ${API_PATHS.status}`]: () => json(SESSION),
    });
    const api = client(network);

    await expect(api.call('/permits-service/v1/broken', { schema: z.unknown() })).rejects.toThrow();
    await api.call(API_PATHS.status, { schema: userSessionSchema });

    expect(network.calls[1]?.headers.get('x-access-content')).toBe('after-error');
  });
});

describe('request pipeline: CSRF', () => {
  const SUBMIT = '/account-service/v1/profile';

  it('fetches the CSRF token once and sends it on every state-changing call', async () => {
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: 'csrf-1' }),
      [`POST ${SUBMIT}`]: () => json({ saved: true }),
      [`DELETE ${SUBMIT}`]: () => json({ saved: true }),
    });
    const api = client(network);
    const schema = z.object({ saved: z.boolean() });

    await Promise.all([
      api.call(SUBMIT, { method: 'POST', body: { name: 'Tan' }, schema }),
      api.call(SUBMIT, { method: 'POST', body: { name: 'Lim' }, schema }),
    ]);
    await api.call(SUBMIT, { method: 'DELETE', schema });

    const tokenFetches = network.calls.filter((call) => call.url === API_PATHS.csrfToken);
    expect(tokenFetches).toHaveLength(1);
    const stateChanging = network.calls.filter((call) => call.url === SUBMIT);
    expect(stateChanging.map((call) => call.headers.get('x-csrf-token'))).toEqual([
      'csrf-1',
      'csrf-1',
      'csrf-1',
    ]);
    expect(stateChanging[0]?.body).toBe('{"name":"Tan"}');
    expect(stateChanging[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends a keep-alive call, which outlives the page, with the CSRF and access-content tokens (APP-67)', async () => {
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: 'csrf-1' }),
      [`PUT ${SUBMIT}`]: () => json({ saved: true }),
    });
    const api = client(network);
    const schema = z.object({ saved: z.boolean() });

    await api.call(SUBMIT, { method: 'PUT', body: { name: 'Tan' }, schema, keepalive: true });
    await api.call(SUBMIT, { method: 'PUT', body: { name: 'Lim' }, schema });

    const [leaving, staying] = network.calls.filter((call) => call.url === SUBMIT);
    expect(leaving?.keepalive).toBe(true);
    expect(leaving?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(leaving?.headers.get('x-access-content')).toBe('token-from-portal-config');
    expect(staying?.keepalive).toBeUndefined();
  });

  it('sends a FormData as multipart: the form itself, no JSON content type, the CSRF token', async () => {
    const sent: RequestInit[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === API_PATHS.csrfToken) return json({ csrfToken: 'csrf-1' });
      sent.push(init ?? {});
      return json({ saved: true });
    });
    const api = createApiClient({ initialAccessContent: 'token', fetch, solveHumanCheck: vi.fn() });
    const form = new FormData();
    form.append('profile', '{"name":"Tan"}');
    form.append('documents', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'licence.pdf');

    await api.call(SUBMIT, {
      method: 'POST',
      body: form,
      schema: z.object({ saved: z.boolean() }),
    });

    const headers = new Headers(sent[0]?.headers);
    expect(sent[0]?.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('x-csrf-token')).toBe('csrf-1');
    expect(headers.get('x-access-content')).toBe('token');
  });

  /** A server whose token is bound to the session: it accepts only the newest token it issued. */
  function sessionBoundServer(submitAnswer: () => Response = () => json({ saved: true })) {
    let issued = 0;
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: `csrf-${++issued}` }),
      [`POST ${SUBMIT}`]: () => {
        const sent = network.calls.at(-1)?.headers.get('x-csrf-token');
        return sent === `csrf-${issued}`
          ? submitAnswer()
          : json({ status: 403, errorCodes: 'INVALID CSRF TOKEN' }, { status: 403 });
      },
    });
    return {
      network,
      /** A sign-in or sign-out elsewhere in the app: the server's next token is a new one. */
      rotate: () => void ++issued,
    };
  }

  it('after a sign-in voided the cached token, fetches a fresh one and sends the call again (SEC-4)', async () => {
    const { network, rotate } = sessionBoundServer();
    const api = client(network);
    const schema = z.object({ saved: z.boolean() });
    await api.call(SUBMIT, { method: 'POST', body: { step: 1 }, schema });

    rotate();
    const answer = await api.call(SUBMIT, { method: 'POST', body: { step: 2 }, schema });

    expect(answer).toEqual({ saved: true });
    const sent = network.calls.filter((call) => call.url === SUBMIT);
    expect(sent.map((call) => [call.headers.get('x-csrf-token'), call.body])).toEqual([
      ['csrf-1', '{"step":1}'],
      ['csrf-1', '{"step":2}'],
      ['csrf-3', '{"step":2}'],
    ]);
  });

  it('keeps the fresh token for the calls after the retry', async () => {
    const { network, rotate } = sessionBoundServer();
    const api = client(network);
    const schema = z.object({ saved: z.boolean() });
    await api.call(SUBMIT, { method: 'POST', schema });
    rotate();
    await api.call(SUBMIT, { method: 'POST', schema });

    await api.call(SUBMIT, { method: 'POST', schema });

    const tokenFetches = network.calls.filter((call) => call.url === API_PATHS.csrfToken);
    expect(tokenFetches).toHaveLength(2);
    expect(network.calls.at(-1)?.headers.get('x-csrf-token')).toBe('csrf-3');
  });

  it('retries once only: a second refusal reaches the caller (and the shared handler)', async () => {
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: 'csrf-any' }),
      [`POST ${SUBMIT}`]: () =>
        json({ status: 403, errorCodes: 'INVALID CSRF TOKEN' }, { status: 403 }),
    });

    await expect(
      client(network).call(SUBMIT, { method: 'POST', schema: z.object({}) }),
    ).rejects.toMatchObject({ status: 403, errorCodes: 'INVALID CSRF TOKEN' });
    expect(network.calls.filter((call) => call.url === SUBMIT)).toHaveLength(2);
  });

  it('sends the retry with the same human-check solution, solved once', async () => {
    const OTP_REQUEST = '/login-service/email-otp';
    let issued = 0;
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: `csrf-${++issued}` }),
      [`GET ${API_PATHS.humanCheckChallenge}`]: () => json(CHALLENGE),
      [`POST ${OTP_REQUEST}`]: () =>
        network.calls.at(-1)?.headers.get('x-csrf-token') === 'csrf-2'
          ? json({})
          : json({ status: 403, errorCodes: 'INVALID CSRF TOKEN' }, { status: 403 }),
    });
    const solveHumanCheck = vi.fn(async () => 'solved-payload');

    await client(network, solveHumanCheck).call(OTP_REQUEST, {
      method: 'POST',
      humanCheck: true,
      schema: z.object({}),
    });

    expect(solveHumanCheck).toHaveBeenCalledTimes(1);
    const sent = network.calls.filter((call) => call.url === OTP_REQUEST);
    expect(sent.map((call) => call.headers.get('x-human-check'))).toEqual([
      'solved-payload',
      'solved-payload',
    ]);
  });

  it('does not retry a reading call or another refusal', async () => {
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: 'csrf-1' }),
      [`POST ${SUBMIT}`]: () =>
        json({ status: 403, errorCodes: 'INVALID RC TOKEN' }, { status: 403 }),
    });

    await expect(
      client(network).call(SUBMIT, { method: 'POST', schema: z.object({}) }),
    ).rejects.toMatchObject({ errorCodes: 'INVALID RC TOKEN' });
    expect(network.calls.filter((call) => call.url === SUBMIT)).toHaveLength(1);
  });
});

describe('request pipeline: human check', () => {
  it('solves a fresh challenge and sends the solution on calls that need it', async () => {
    const OTP_REQUEST = '/login-service/email-otp';
    const network = fakeNetwork({
      [`GET ${API_PATHS.csrfToken}`]: () => json({ csrfToken: 'csrf-1' }),
      [`GET ${API_PATHS.humanCheckChallenge}`]: () => json(CHALLENGE),
      [`POST ${OTP_REQUEST}`]: () => json({}),
    });
    const solveHumanCheck = vi.fn(async () => 'solved-payload');

    await client(network, solveHumanCheck).call(OTP_REQUEST, {
      method: 'POST',
      humanCheck: true,
      schema: z.object({}),
    });

    expect(solveHumanCheck).toHaveBeenCalledWith(CHALLENGE);
    const sent = network.calls.find((call) => call.url === OTP_REQUEST);
    expect(sent?.headers.get('x-human-check')).toBe('solved-payload');
  });

  it('sends no human-check header on calls that do not need it', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json(SESSION) });
    const solveHumanCheck = vi.fn();

    await client(network, solveHumanCheck).call(API_PATHS.status, { schema: userSessionSchema });

    expect(solveHumanCheck).not.toHaveBeenCalled();
    expect(network.calls.map((call) => call.url)).toEqual([API_PATHS.status]);
    expect(network.calls[0]?.headers.has('x-human-check')).toBe(false);
  });
});

describe('request pipeline: failures become ApiError', () => {
  const URL = '/permits-service/v1/application/remove';

  it('reads the error envelope', async () => {
    const envelope = {
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      detail: 'Bad input',
      errors: [{ field: 'email', errorMessage: 'Email Address is invalid' }],
    };
    const network = fakeNetwork({ [`GET ${URL}`]: () => json(envelope, { status: 400 }) });

    const error = await client(network)
      .call(URL, { schema: z.unknown() })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      detail: 'Bad input',
      errors: envelope.errors,
      url: URL,
    });
  });

  it('keeps a firewall HTML page as the body, with the status', async () => {
    const page = `<html><body><h1>${FIREWALL_SIGNATURE}.</h1> Support ID: 123</body></html>`;
    const network = fakeNetwork({
      [`GET ${URL}`]: () =>
        new Response(page, { status: 403, headers: { 'content-type': 'text/html' } }),
    });

    const error = await client(network)
      .call(URL, { schema: z.unknown() })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 403, errorCodes: undefined, body: page, url: URL });
  });

  it("keeps the answer's request id, from its header or else a 500's envelope (OPS-67)", async () => {
    const fromHeader = fakeNetwork({
      [`GET ${URL}`]: () =>
        new Response(JSON.stringify({ status: 404, errorCodes: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'content-type': 'application/json', 'x-request-id': 'header-id-0001' },
        }),
    });
    const fromEnvelope = fakeNetwork({
      [`GET ${URL}`]: () =>
        json(
          { status: 500, errorCodes: 'INTERNAL_SERVER_ERROR', requestId: 'envelope-id-0001' },
          { status: 500 },
        ),
    });
    const withoutId = fakeNetwork({
      [`GET ${URL}`]: () => json({ status: 404, errorCodes: 'NOT_FOUND' }, { status: 404 }),
    });
    const failure = (network: ReturnType<typeof fakeNetwork>) =>
      client(network)
        .call(URL, { schema: z.unknown() })
        .catch((caught: unknown) => caught);

    expect(await failure(fromHeader)).toMatchObject({ requestId: 'header-id-0001' });
    expect(await failure(fromEnvelope)).toMatchObject({ requestId: 'envelope-id-0001' });
    expect(await failure(withoutId)).toMatchObject({ requestId: undefined });
    expect(await failure(fakeNetwork({}))).toMatchObject({ requestId: undefined });
  });

  it('reports a 2xx body that does not match the schema', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json({ status: 'ACTIVE' }) });

    await expect(
      client(network).call(API_PATHS.status, { schema: userSessionSchema }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a network failure into an ApiError without status', async () => {
    const network = fakeNetwork({});

    await expect(client(network).call(URL, { schema: z.unknown() })).rejects.toMatchObject({
      name: 'ApiError',
      status: undefined,
      url: URL,
    });
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms without an answer`, async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const api = createApiClient({ initialAccessContent: 't', fetch, solveHumanCheck: vi.fn() });

    const outcome = api.call(URL, { schema: z.unknown() }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await outcome).toMatchObject({ name: 'ApiError', status: undefined, url: URL });
  });
});

describe('request pipeline: a schema imported on use (PERF-8)', () => {
  it('sends the call before the schema has loaded, then checks the answer with it', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json(SESSION) });
    let loadSchema: (schema: typeof userSessionSchema) => void = () => undefined;
    const schemaLoaded = new Promise<typeof userSessionSchema>((resolve) => (loadSchema = resolve));

    const answer = client(network).call(API_PATHS.status, { schema: () => schemaLoaded });
    await vi.waitFor(() => expect(network.calls).toHaveLength(1));
    loadSchema(userSessionSchema);

    expect(await answer).toEqual(SESSION);
  });

  it('fails the call with an ApiError when the schema cannot load', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json(SESSION) });
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module');

    await expect(
      client(network).call(API_PATHS.status, { schema: () => Promise.reject(chunkFailure) }),
    ).rejects.toMatchObject({ name: 'ApiError', url: API_PATHS.status, cause: chunkFailure });
  });

  it('reports a 2xx body that does not match the loaded schema', async () => {
    const network = fakeNetwork({ [`GET ${API_PATHS.status}`]: () => json({ status: 'ACTIVE' }) });

    await expect(
      client(network).call(API_PATHS.status, { schema: async () => userSessionSchema }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 200 });
  });
});
