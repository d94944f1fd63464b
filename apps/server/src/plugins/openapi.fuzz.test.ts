import { API_PATHS, ERROR_CODES, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  OFFICER_OIDC_ERROR_CODES,
  OFFICER_OIDC_PATHS,
  OFFICER_PAGE_PATHS,
} from '@aviation-permits/domain/officer';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzRecords } from '../test-support/fuzz/fuzz-records.js';
import { fuzzSenders, type FuzzSender } from '../test-support/fuzz/fuzz-senders.js';
import {
  HOSTILE_JSON_TEXTS,
  HOSTILE_MULTIPART,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  HUGE_NUMBERS,
  WRONG_TYPES,
} from '../test-support/fuzz/hostile-values.js';
import {
  hostileCursorsFor,
  hostileListCursors,
  pagedBodyOf,
  pagedBodyWith,
} from '../test-support/fuzz/hostile-cursors.js';
import {
  leavesOf,
  sampleOf,
  valueAt,
  variantSamplesOf,
  withLeaf,
} from '../test-support/fuzz/json-schema-sample.js';
import {
  callbackAfterSigningInAs,
  forgedStateCookieHeaders,
  HOSTILE_PROVIDER_ADDRESSES,
  hostileCallbackQueries,
  oidcAnswerProblem,
  startOidcPortal,
  startSignIn,
  STATE_COOKIE,
  stateReadFrom,
  type OidcAnswerRules,
} from '../test-support/fuzz/officer-oidc-fuzz.js';
import {
  fillPath,
  operationsOf,
  type FuzzOperation,
  type OpenApiDocument,
} from '../test-support/fuzz/openapi-operations.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { addOfficer, OFFICER_COOKIE } from '../test-support/officer-browser.js';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

// ERR-1, ERR-2, ERR-3, ERR-4, ERR-20: every route of the OpenAPI document, signed in as someone it
// serves (an applicant, an officer or a supervisor, fuzz-senders.ts), answers malformed JSON, wrong
// types, NUL and lone surrogates in every string, huge strings and numbers, broken multipart, bad
// escapes and, on a paged route, forged and undecodable cursors (APP-59, OFF-18) with a 4xx (or a
// 2xx) in the one envelope, never a 5xx. The random part runs with a fixed seed and a bounded
// count, so a failure reproduces.

const SEED = 20_261_123;
const RANDOM_BODIES_PER_OPERATION = 40;

/** Every leaf gets these; the rest of the hostile values come through the random part. */
const VALUES_AT_EVERY_LEAF: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  null,
  { a: 1 },
];

/** What a leaf gets: the values every leaf gets, and, where a number goes, the huge numbers too. */
const valuesAt = (sample: unknown, leaf: (string | number)[]) =>
  typeof valueAt(sample, leaf) === 'number'
    ? [...VALUES_AT_EVERY_LEAF, ...HUGE_NUMBERS]
    : VALUES_AT_EVERY_LEAF;

// The sign-in calls read their input past their per-client limit (tested elsewhere).
const ENVIRONMENT = { SIGN_IN_RATE_LIMIT_PER_CLIENT: '1000000' };
const OVERRIDES = {
  humanCheck: CHEAP_HUMAN_CHECK,
  // The real routes only: the test probes include one that fails on purpose.
  extraServiceRoutes: async () => {},
  // The fuzz suite sends thousands of calls from one address; the flood limit is tested elsewhere.
  rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
};
const server: TestAppHandle = await startTestApp({ ...OVERRIDES, config: testConfig(ENVIRONMENT) });
afterAll(() => server.close());
const senders: FuzzSender[] = await fuzzSenders(server);
const recordPathValues = await fuzzRecords(server.db);
// Signing out would leave the rest unauthenticated: those routes go last.
const operations: FuzzOperation[] = operationsOf(
  server.app.swagger() as unknown as OpenApiDocument,
).sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));

interface Attempt {
  url: string;
  contentType?: string;
  payload?: string;
}

const json = (url: string, body: unknown): Attempt => ({
  url,
  contentType: 'application/json',
  payload: JSON.stringify(body) ?? 'null',
});

/** The path with the records the route can find, and any values given (a hostile segment). */
const urlOf = (operation: FuzzOperation, values: Record<string, string> = {}) =>
  fillPath(operation, { ...recordPathValues(operation.path), ...values });

/** Hostile query cursors for a list read with a query `cursor`, in its first queue (OFF-18). */
function listCursorAttempts(operation: FuzzOperation, plainUrl: string): Attempt[] {
  if (!operation.queryParameters.includes('cursor')) return [];
  const queue = sampleOf(operation.parameterSchemas.queue ?? {});
  const list = typeof queue === 'string' ? queue : '';
  const queueQuery = list === '' ? '' : `queue=${encodeURIComponent(list)}&`;
  return hostileListCursors(list).map((cursor) => ({
    url: `${plainUrl}?${queueQuery}cursor=${encodeURIComponent(cursor)}`,
  }));
}

function bodyAttempts(operation: FuzzOperation, plainUrl: string): Attempt[] {
  if (!operation.jsonBody) return [];
  const attempts: Attempt[] = [];
  const samples = variantSamplesOf(operation.jsonBody);
  const leaves = samples.flatMap((sample) => leavesOf(sample).map((leaf) => ({ sample, leaf })));
  for (const { sample, leaf } of leaves) {
    for (const value of valuesAt(sample, leaf)) {
      attempts.push(json(plainUrl, withLeaf(sample, leaf, value)));
    }
  }
  const paged = pagedBodyOf(operation.jsonBody);
  for (const cursor of paged ? hostileCursorsFor(paged) : []) {
    attempts.push(json(plainUrl, paged && pagedBodyWith(paged, cursor)));
  }
  fc.sample(
    fc.record({
      at: fc.constantFrom(...leaves),
      value: fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS, ...WRONG_TYPES),
        fc.string({ unit: 'binary', maxLength: 64 }),
        fc.anything(),
      ),
    }),
    { seed: SEED, numRuns: RANDOM_BODIES_PER_OPERATION },
  ).forEach(({ at: { sample, leaf }, value }) => {
    attempts.push(json(plainUrl, withLeaf(sample, leaf, value)));
  });
  return attempts;
}

function attemptsFor(operation: FuzzOperation): Attempt[] {
  const plainUrl = urlOf(operation);
  const attempts: Attempt[] = [{ url: plainUrl }];
  for (const name of operation.pathParameters) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      attempts.push({ url: urlOf(operation, { [name]: segment }) });
    }
  }
  for (const name of operation.queryParameters) {
    for (const value of HOSTILE_QUERY_VALUES) {
      attempts.push({ url: `${plainUrl}?${name}=${value}` });
    }
  }
  attempts.push({ url: `${plainUrl}?%zz=1&a=%` });
  attempts.push(...listCursorAttempts(operation, plainUrl));
  if (!['POST', 'PUT', 'PATCH'].includes(operation.method)) return attempts;

  for (const payload of HOSTILE_JSON_TEXTS) {
    attempts.push({ url: plainUrl, contentType: 'application/json', payload });
  }
  for (const { contentType, body } of HOSTILE_MULTIPART) {
    attempts.push({ url: plainUrl, contentType, payload: body });
  }
  attempts.push({ url: plainUrl, contentType: 'text/plain', payload: 'a\u0000b' });
  attempts.push(...bodyAttempts(operation, plainUrl));
  return attempts;
}

/** The error envelope an answer's body holds, or undefined when it holds none. */
function envelopeOf(body: string) {
  try {
    return errorEnvelopeSchema.safeParse(JSON.parse(body)).data;
  } catch {
    return undefined;
  }
}

/** What went wrong with one answer, or undefined when it is a 2xx/3xx or an envelope 4xx. */
function problemWith(statusCode: number, body: string): string | undefined {
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 200)}`;
  if (statusCode < 400 || envelopeOf(body)) return undefined;
  return `${statusCode} not in the envelope: ${body.slice(0, 200)}`;
}

function send(
  operation: FuzzOperation,
  attempt: Attempt,
  sender: FuzzSender,
  app: TestAppHandle['app'] = server.app,
) {
  return app.inject({
    method: operation.method as 'GET',
    url: attempt.url,
    cookies: sender.cookies,
    headers: {
      ...sender.headers,
      ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
    },
    ...(sender.remoteAddress ? { remoteAddress: sender.remoteAddress } : {}),
    ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
  });
}

const nameOf = ({ method, path }: FuzzOperation) => `${method} ${path}`;

// OFF-59: the officers' sign-in through the authority's provider is served only with
// OFFICER_SIGN_IN=oidc, so a portal of its own runs that way, and only the routes it alone serves
// are fuzzed there: every other route is the same as above's.
const oidcPortal = await startOidcPortal(ENVIRONMENT, OVERRIDES);
afterAll(() => oidcPortal.close());
const oidcApp = oidcPortal.server.app;
const servedByDefault = new Set(operations.map(nameOf));
const oidcOperations = operationsOf(oidcApp.swagger() as unknown as OpenApiDocument).filter(
  (operation) => !servedByDefault.has(nameOf(operation)),
);
const anonymous: FuzzSender = { who: 'a browser with no session', cookies: {}, headers: {} };
const isEnvelope = (body: string) => envelopeOf(body) !== undefined;

/** Whether the route's guard refused the sender (401, or 403 FORBIDDEN) before it read any input. */
async function guardRefuses(operation: FuzzOperation, sender: FuzzSender): Promise<boolean> {
  const { statusCode, body } = await send(operation, { url: urlOf(operation) }, sender);
  return (
    statusCode === 401 ||
    (statusCode === 403 && envelopeOf(body)?.errorCodes === ERROR_CODES.forbidden)
  );
}

/**
 * The first sender the route serves; a route whose guard refuses every one fails, as its input
 * could not be fuzzed. Asked when the route's turn comes: the sign-out routes, last, end a session.
 */
async function servedSender(operation: FuzzOperation): Promise<FuzzSender> {
  for (const sender of senders) {
    if (!(await guardRefuses(operation, sender))) return sender;
  }
  throw new Error(`${nameOf(operation)} refuses every sender`);
}

describe('every route of the OpenAPI document under hostile input', () => {
  it('lists the service routes, the multipart submission and the officer service among them', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map(nameOf)).toEqual(
      expect.arrayContaining([
        `POST ${API_PATHS.profileSubmit}`,
        `POST ${OFFICER_API_PATHS.applicationDecision('{id}')}`,
        `GET ${OFFICER_API_PATHS.audit}`,
      ]),
    );
  });

  it('sends hostile cursors to the paged routes, the dashboard among them, in a body they take (APP-59)', async () => {
    const paged = operations.flatMap((operation) => {
      const body = pagedBodyOf(operation.jsonBody);
      return body ? [{ operation, body }] : [];
    });
    expect(paged.map(({ operation }) => nameOf(operation))).toContain(
      `POST ${API_PATHS.dashboardFilter}`,
    );
    for (const { operation, body } of paged) {
      const sender = await servedSender(operation);
      const response = await send(
        operation,
        json(urlOf(operation), pagedBodyWith(body, {})),
        sender,
      );
      // Without a cursor the body asks for a first page: the cursors sent in it are read.
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("sends hostile cursors to the officers' lists in their query, which reads them (OFF-18)", async () => {
    const listed = operations.filter(({ queryParameters }) => queryParameters.includes('cursor'));
    expect(listed.map(nameOf)).toEqual(
      expect.arrayContaining([
        `GET ${OFFICER_API_PATHS.applications}`,
        `GET ${OFFICER_API_PATHS.accounts}`,
      ]),
    );
    for (const operation of listed) {
      const sender = await servedSender(operation);
      const plain = await send(operation, { url: urlOf(operation) }, sender);
      const [forged] = listCursorAttempts(operation, urlOf(operation));
      const response = await send(operation, forged ?? { url: '' }, sender);
      // The list is served without a cursor; a forged one is refused at the cursor itself.
      expect(plain.statusCode, plain.body).toBe(200);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'cursor' }] });
    }
  });

  it.each(operations.map((operation) => [nameOf(operation), operation] as const))(
    '%s, sent as someone it serves (ERR-20), never answers 5xx and answers errors in the envelope',
    async (_name, operation) => {
      const problems: string[] = [];
      const sender = await servedSender(operation);
      for (const attempt of attemptsFor(operation)) {
        const response = await send(operation, attempt, sender);
        const problem = problemWith(response.statusCode, response.body);
        if (problem) {
          problems.push(
            `as ${sender.who}: ${attempt.url.slice(0, 120)} ${attempt.payload?.slice(0, 80) ?? ''} -> ${problem}`,
          );
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

// OFF-62 (ERR-1, OFF-60): the officers' provider sign-in (OFFICER_SIGN_IN=oidc) under what a
// browser or a provider could send: every answer is a redirect to the sign-in page with a code it
// explains (or, for a start, to the provider), never a 5xx or an officer session
// (officer-oidc-fuzz.ts).
describe("the officers' sign-in through the provider (OFFICER_SIGN_IN=oidc) under hostile input", () => {
  const issuer = oidcPortal.provider.issuer;
  /** The genuine parameters of a callback, the state a placeholder for each start's own. */
  const STATE = 'STATE-OF-THIS-START';
  const genuineCallback = { code: 'fuzz-code', state: STATE, iss: encodeURIComponent(issuer) };
  const callbackUrl = (query: string) => `${OFFICER_OIDC_PATHS.callback}?${query}`;

  function callback(url: string, cookie: string | Record<string, string>) {
    return oidcApp.inject({
      method: 'GET',
      url,
      ...(typeof cookie === 'string' ? { headers: { cookie } } : { cookies: cookie }),
    });
  }

  /** Collects each answer's problem, with the attempt it answered. */
  function problemsOf() {
    const problems: string[] = [];
    return {
      problems,
      check(
        what: string,
        response: Awaited<ReturnType<typeof callback>>,
        rules: OidcAnswerRules = {},
      ) {
        const problem = oidcAnswerProblem(response, rules, isEnvelope);
        if (problem) problems.push(`${what.slice(0, 160)} -> ${problem}`);
      },
    };
  }

  it('fuzzes the routes only that way serves, the start and the callback, and no other twice', () => {
    expect(oidcOperations.map(nameOf).sort()).toEqual(
      [`GET ${OFFICER_OIDC_PATHS.authorize}`, `GET ${OFFICER_OIDC_PATHS.callback}`].sort(),
    );
  });

  it.each(oidcOperations.map((operation) => [nameOf(operation), operation] as const))(
    '%s answers every route’s hostile input with a redirect, never a 5xx',
    async (_name, operation) => {
      const { problems, check } = problemsOf();
      for (const attempt of attemptsFor(operation)) {
        check(attempt.url, await send(operation, attempt, anonymous, oidcApp), {
          providerIssuer: operation.path === OFFICER_OIDC_PATHS.authorize ? issuer : undefined,
        });
      }
      expect(problems).toEqual([]);
    },
  );

  it('sends a start’s hostile queries and cookies to the provider all the same', async () => {
    const { problems, check } = problemsOf();
    const [signIn, other] = [await startSignIn(oidcApp), await startSignIn(oidcApp)];
    const cookies = forgedStateCookieHeaders(signIn!, other!);
    const queries = hostileCallbackQueries(genuineCallback);
    // Each hostile cookie with a hostile query, taken across the kinds of query (the start reads none).
    const step = Math.floor(queries.length / cookies.length);
    for (const [index, cookie] of cookies.entries()) {
      const url = `${OFFICER_OIDC_PATHS.authorize}?${queries[index * step]}`;
      const response = await callback(url, cookie);
      check(`${url} cookie ${cookie}`, response, { providerIssuer: issuer });
      if (response.headers.location?.startsWith(`${issuer}/`) !== true) {
        problems.push(`${cookie.slice(0, 80)} -> not sent to the provider`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a genuine start’s callback with a hostile query (replaced, repeated, array, missing, escapes, NUL, surrogates, long)', async () => {
    const { problems, check } = problemsOf();
    for (const query of hostileCallbackQueries(genuineCallback)) {
      const signIn = await startSignIn(oidcApp);
      const url = callbackUrl(query.replaceAll(STATE, signIn.state));
      check(url, await callback(url, { [STATE_COOKIE]: signIn.cookie }));
      // A cookie holding the hostile state itself, signed (no browser can forge one): the state
      // reaches the one-use transactions, which never began it. PostgreSQL refuses a NUL there,
      // so the code may be provider-error rather than state-mismatch; never a 5xx or a session.
      const state = stateReadFrom(query);
      if (state !== null && state !== STATE && state !== '') {
        const signed = { [STATE_COOKIE]: oidcApp.signCookie(state) };
        check(`${url} (its state signed)`, await callback(url, signed));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses a forged, foreign or missing state cookie with the state message', async () => {
    const { problems, check } = problemsOf();
    const [signIn, other] = [await startSignIn(oidcApp), await startSignIn(oidcApp)];
    const url = callbackUrl(
      Object.entries({ ...genuineCallback, state: signIn!.state })
        .map(([name, value]) => `${name}=${value}`)
        .join('&'),
    );
    for (const cookie of forgedStateCookieHeaders(signIn!, other!)) {
      check(`cookie ${cookie}`, await callback(url, cookie), {
        code: OFFICER_OIDC_ERROR_CODES.stateMismatch,
      });
    }
    // The same callback with the browser's own cookie passes the state check (and the provider
    // refuses the made-up code), so the cookies above were refused for themselves.
    const own = await callback(url, `${STATE_COOKIE}=${encodeURIComponent(signIn!.cookie)}`);
    check('its own cookie', own, { code: OFFICER_OIDC_ERROR_CODES.providerError });
    expect(problems).toEqual([]);
  });

  it('refuses a replayed callback, with or without its cookie, and its code under a new start', async () => {
    await addOfficer(oidcPortal.server.db, 'fuzz.replayed@caa.example');
    const { callback: used, cookie } = await callbackAfterSigningInAs(
      oidcApp,
      'fuzz.replayed@caa.example',
    );
    const first = await callback(used, { [STATE_COOKIE]: cookie });
    expect(first.headers.location).toBe(OFFICER_PAGE_PATHS.home);
    const session = first.cookies.find(({ name }) => name === OFFICER_COOKIE)?.value ?? '';
    expect(session).not.toBe('');

    const { problems, check } = problemsOf();
    const stateMismatch = { code: OFFICER_OIDC_ERROR_CODES.stateMismatch };
    check('again', await callback(used, { [STATE_COOKIE]: cookie }), stateMismatch);
    check('again, no cookie', await callback(used, {}), stateMismatch);
    check(
      'again, signed in',
      await callback(used, { [STATE_COOKIE]: cookie, [OFFICER_COOKIE]: session }),
      stateMismatch,
    );
    const doubled = `${used}&${new URL(used, 'http://x').search.slice(1)}`;
    check('again, doubled', await callback(doubled, { [STATE_COOKIE]: cookie }), stateMismatch);
    const fresh = await startSignIn(oidcApp);
    const underNewStart = new URL(used, 'http://x');
    underNewStart.searchParams.set('state', fresh.state);
    check(
      'its code under a new start',
      await callback(underNewStart.pathname + underNewStart.search, {
        [STATE_COOKIE]: fresh.cookie,
      }),
      { code: OFFICER_OIDC_ERROR_CODES.providerError },
    );
    expect(problems).toEqual([]);
  });

  it('refuses hostile addresses the provider vouches for, with no session', async () => {
    await addOfficer(oidcPortal.server.db, 'fuzz.vouched@caa.example');
    const { problems, check } = problemsOf();
    for (const address of HOSTILE_PROVIDER_ADDRESSES) {
      const { callback: url, cookie } = await callbackAfterSigningInAs(oidcApp, address);
      check(JSON.stringify(address), await callback(url, { [STATE_COOKIE]: cookie }));
    }
    expect(problems).toEqual([]);
  });
});
