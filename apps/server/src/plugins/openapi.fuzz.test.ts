import { API_PATHS, ERROR_CODES, errorEnvelopeSchema } from '@aviation-permits/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../platform/accounts/account.repository.js';
import { signInByEmail, type SignedInBrowser } from '../test-support/email-sign-in.js';
import {
  HOSTILE_JSON_TEXTS,
  HOSTILE_MULTIPART,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_STRINGS,
  WRONG_TYPES,
} from '../test-support/fuzz/hostile-values.js';
import {
  hostileCursorsFor,
  pagedBodyOf,
  pagedBodyWith,
} from '../test-support/fuzz/hostile-cursors.js';
import { leavesOf, sampleOf, withLeaf } from '../test-support/fuzz/json-schema-sample.js';
import {
  fillPath,
  operationsOf,
  type FuzzOperation,
  type OpenApiDocument,
} from '../test-support/fuzz/openapi-operations.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';

// ERR-1, ERR-2, ERR-3, ERR-4: every route of the OpenAPI document, signed in, answers malformed
// JSON, wrong types, NUL and lone surrogates in every string, huge strings, broken multipart,
// bad escapes and, on a paged route, forged and undecodable cursors (APP-59) with a 4xx (or a 2xx)
// in the one envelope, never a 5xx. The random part runs with a fixed seed and a bounded count, so
// a failure reproduces.

const SEED = 20_261_123;
const RANDOM_BODIES_PER_OPERATION = 40;

/** Every string leaf gets these; the rest of the hostile values come through the random part. */
const VALUES_AT_EVERY_LEAF: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  null,
  { a: 1 },
];

const server: TestAppHandle = await startTestApp({
  humanCheck: CHEAP_HUMAN_CHECK,
  // The real routes only: the test probes include one that fails on purpose.
  extraServiceRoutes: async () => {},
  // The fuzz suite sends thousands of calls from one address; the flood limit is tested elsewhere.
  rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
});
afterAll(() => server.close());
const browser: SignedInBrowser = await signInByEmail(server.app, 'fuzz.tester@example.com');
/**
 * An approved applicant (ACTIVE, as `npm run accounts -- approve` leaves it): applications, their
 * documents and the dashboard serve only such accounts (APP-62) and refuse any other before they
 * read their input, so those routes are fuzzed as this one.
 */
const approvedBrowser: SignedInBrowser = await signInByEmail(
  server.app,
  'fuzz.approved@example.com',
);
const accounts = createAccountRepository(server.db);
const { account: approvedAccount } = await accounts.findOrCreate(
  { column: 'email', value: 'fuzz.approved@example.com' },
  '',
);
await server.db.transaction((tx) => accounts.setStatus(approvedAccount.id, 'ACTIVE', tx));
// Signing out would leave the rest unauthenticated: those routes go last.
const operations: FuzzOperation[] = operationsOf(
  server.app.swagger() as unknown as OpenApiDocument,
).sort((a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)));

interface Attempt {
  url: string;
  contentType?: string;
  payload?: string;
}

function attemptsFor(operation: FuzzOperation): Attempt[] {
  const plainUrl = fillPath(operation);
  const attempts: Attempt[] = [{ url: plainUrl }];
  for (const name of operation.pathParameters) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      attempts.push({ url: fillPath(operation, name, segment) });
    }
  }
  for (const name of operation.queryParameters) {
    for (const value of HOSTILE_PATH_SEGMENTS)
      attempts.push({ url: `${plainUrl}?${name}=${value}` });
  }
  attempts.push({ url: `${plainUrl}?%zz=1&a=%` });
  if (!['POST', 'PUT', 'PATCH'].includes(operation.method)) return attempts;

  for (const payload of HOSTILE_JSON_TEXTS) {
    attempts.push({ url: plainUrl, contentType: 'application/json', payload });
  }
  for (const { contentType, body } of HOSTILE_MULTIPART) {
    attempts.push({ url: plainUrl, contentType, payload: body });
  }
  attempts.push({ url: plainUrl, contentType: 'text/plain', payload: 'a\u0000b' });
  if (operation.jsonBody) {
    const sample = sampleOf(operation.jsonBody);
    const leaves = leavesOf(sample);
    for (const leaf of leaves) {
      for (const value of VALUES_AT_EVERY_LEAF) {
        attempts.push({
          url: plainUrl,
          contentType: 'application/json',
          payload: JSON.stringify(withLeaf(sample, leaf, value)),
        });
      }
    }
    const paged = pagedBodyOf(operation.jsonBody);
    for (const cursor of paged ? hostileCursorsFor(paged) : []) {
      attempts.push({
        url: plainUrl,
        contentType: 'application/json',
        payload: JSON.stringify(paged && pagedBodyWith(paged, cursor)),
      });
    }
    fc.sample(
      fc.record({
        leaf: fc.constantFrom(...leaves),
        value: fc.oneof(
          fc.constantFrom(...HOSTILE_STRINGS, ...WRONG_TYPES),
          fc.string({ unit: 'binary', maxLength: 64 }),
          fc.anything(),
        ),
      }),
      { seed: SEED, numRuns: RANDOM_BODIES_PER_OPERATION },
    ).forEach(({ leaf, value }) => {
      attempts.push({
        url: plainUrl,
        contentType: 'application/json',
        payload: JSON.stringify(withLeaf(sample, leaf, value)) ?? 'null',
      });
    });
  }
  return attempts;
}

/** What went wrong with one answer, or undefined when it is a 2xx/3xx or an envelope 4xx. */
function problemWith(statusCode: number, body: string): string | undefined {
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 200)}`;
  if (statusCode < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} without a JSON envelope: ${body.slice(0, 200)}`;
  }
  return errorEnvelopeSchema.safeParse(parsed).success
    ? undefined
    : `${statusCode} not in the envelope: ${body.slice(0, 200)}`;
}

function send(operation: FuzzOperation, attempt: Attempt, sender: SignedInBrowser) {
  return server.app.inject({
    method: operation.method as 'GET',
    url: attempt.url,
    cookies: sender.cookies,
    headers: {
      ...sender.headers,
      ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
    },
    ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
  });
}

/** The signed-in browser the route serves: the pending applicant, or, where it is refused, the approved one. */
async function browserServedBy(operation: FuzzOperation): Promise<SignedInBrowser> {
  const response = await send(operation, { url: fillPath(operation) }, browser);
  const refused =
    response.statusCode === 403 &&
    errorEnvelopeSchema.safeParse(response.json()).data?.errorCodes === ERROR_CODES.forbidden;
  return refused ? approvedBrowser : browser;
}

describe('every route of the OpenAPI document under hostile input', () => {
  it('lists the service routes, the multipart submission among them', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toContain(
      `POST ${API_PATHS.profileSubmit}`,
    );
  });

  it('sends hostile cursors to the paged routes, the dashboard among them, in a body they take (APP-59)', async () => {
    const paged = operations.flatMap((operation) => {
      const body = pagedBodyOf(operation.jsonBody);
      return body ? [{ operation, body }] : [];
    });
    expect(paged.map(({ operation }) => `${operation.method} ${operation.path}`)).toContain(
      `POST ${API_PATHS.dashboardFilter}`,
    );
    for (const { operation, body } of paged) {
      const response = await send(
        operation,
        {
          url: fillPath(operation),
          contentType: 'application/json',
          payload: JSON.stringify(pagedBodyWith(body, {})),
        },
        await browserServedBy(operation),
      );
      // Without a cursor the body asks for a first page: the cursors sent in it are read.
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s never answers 5xx and answers errors in the envelope',
    async (_name, operation) => {
      const problems: string[] = [];
      const sender = await browserServedBy(operation);
      for (const attempt of attemptsFor(operation)) {
        const response = await send(operation, attempt, sender);
        const problem = problemWith(response.statusCode, response.body);
        if (problem) {
          problems.push(
            `${attempt.url.slice(0, 120)} ${attempt.payload?.slice(0, 80) ?? ''} -> ${problem}`,
          );
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
