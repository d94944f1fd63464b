import { SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import {
  HOSTILE_JSON_TEXTS,
  HOSTILE_MULTIPART,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_STRINGS,
  WRONG_TYPES,
} from '@aviation-permits/server/src/test-support/fuzz/hostile-values.js';
import {
  leavesOf,
  sampleOf,
  withLeaf,
} from '@aviation-permits/server/src/test-support/fuzz/json-schema-sample.js';
import fc from 'fast-check';
import type { Answer } from '../lib/answer.js';
import type { Identity } from '../lib/identities.js';
import type { PartReport } from '../lib/report.js';
import { fillOperationPath, type CatalogueOperation } from '../lib/route-catalogue.js';
import type { SuiteContext } from '../lib/suite-context.js';

// Part 6 (ERR-1 to ERR-3, SEC-26): the server's fuzz (openapi.fuzz.test.ts, in process) repeated
// over HTTP against the portal under test, through nginx and the firewall on the stack: every
// documented operation gets hostile path segments and query values, broken JSON and multipart, and
// a hostile value at each leaf of a plausible body, from the server's own generators
// (test-support/fuzz/), with a fixed seed, at most ABUSE_FUZZ_PER_OPERATION calls each. No answer
// may be a 5xx; every refusal the portal makes must be in the envelope (the firewall's and nginx's
// own pages are counted apart).

const SEED = 20_261_127;
/** A flood allowance's worth of calls from one address, then the next address (SEC-11). */
const CALLS_PER_ADDRESS = 250;

interface Attempt {
  url: string;
  raw?: { body: string; contentType: string };
}

function attemptsFor(operation: CatalogueOperation, limit: number): Attempt[] {
  const plainUrl = fillOperationPath(operation);
  const attempts: Attempt[] = [{ url: plainUrl }];
  for (const name of operation.pathParameters) {
    for (const segment of HOSTILE_PATH_SEGMENTS)
      attempts.push({ url: fillOperationPath(operation, { [name]: segment }) });
  }
  for (const name of operation.queryParameters) {
    for (const value of HOSTILE_PATH_SEGMENTS)
      attempts.push({ url: `${plainUrl}?${name}=${value}` });
  }
  if (['POST', 'PUT', 'PATCH'].includes(operation.method)) {
    const json = (body: string) => ({
      url: plainUrl,
      raw: { body, contentType: 'application/json' },
    });
    attempts.push(...HOSTILE_JSON_TEXTS.map(json));
    attempts.push(
      ...HOSTILE_MULTIPART.map((raw) => ({
        url: plainUrl,
        raw: { body: raw.body, contentType: raw.contentType },
      })),
    );
    if (operation.jsonBody) {
      const sample = sampleOf(operation.jsonBody);
      const leaves = leavesOf(sample);
      for (const leaf of leaves) {
        for (const value of HOSTILE_STRINGS)
          attempts.push(json(JSON.stringify(withLeaf(sample, leaf, value))));
      }
      const random = fc.sample(
        fc.record({
          leaf: fc.constantFrom(...leaves),
          value: fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.anything()),
        }),
        { seed: SEED, numRuns: limit },
      );
      for (const { leaf, value } of random)
        attempts.push(json(JSON.stringify(withLeaf(sample, leaf, value)) ?? 'null'));
    }
  }
  // Every kind first (the plain call, paths, queries, raw bodies), then as many leaves as fit.
  return attempts.slice(0, limit);
}

/** Who sends an operation: a supervisor on the officer service, else approved applicant A. */
function senderOf(context: SuiteContext, operation: CatalogueOperation): Identity | undefined {
  const { identities } = context;
  const officerCall = operation.path.startsWith(SERVICE_BASE_PATHS.officer);
  return (officerCall ? identities.supervisor : identities.applicantA) ?? identities.anonymous;
}

type Tally = Record<
  'sent' | 'portal 2xx/3xx' | 'portal 4xx' | 'firewall' | 'proxy' | '5xx',
  number
>;

function problemWith(answer: Answer): string | undefined {
  if (answer.status === 0) return `no answer (${answer.failure ?? ''})`;
  if (answer.status >= 500) return `${answer.status}: ${answer.text().slice(0, 160)}`;
  if (answer.status >= 400 && answer.answerer() === 'portal' && !answer.isEnvelope()) {
    return `${answer.status} outside the envelope: ${answer.text().slice(0, 160)}`;
  }
  return undefined;
}

export async function httpFuzz(context: SuiteContext): Promise<PartReport> {
  const limit = context.options.fuzzPerOperation;
  const deadline = Date.now() + context.options.partSeconds * 1000;
  // The sign-outs last: they end the sessions the other operations are sent with.
  const operations = [...context.catalogue.operations.values()].sort(
    (a, b) => Number(/log-?out|sign-out/.test(a.path)) - Number(/log-?out|sign-out/.test(b.path)),
  );
  const tally: Tally = {
    sent: 0,
    'portal 2xx/3xx': 0,
    'portal 4xx': 0,
    firewall: 0,
    proxy: 0,
    '5xx': 0,
  };
  const failures: string[] = [];
  let skipped = 0;
  for (const operation of operations) {
    const sender = senderOf(context, operation);
    if (!sender || Date.now() > deadline) {
      skipped += 1;
      continue;
    }
    for (const attempt of attemptsFor(operation, limit)) {
      if (Date.now() > deadline) break;
      tally.sent += 1;
      if (tally.sent % CALLS_PER_ADDRESS === 0)
        sender.client.localAddress = context.addresses.next();
      const answer = await sender.client.call(operation.method, attempt.url, {
        ...(attempt.raw ? { raw: attempt.raw } : {}),
      });
      const problem = problemWith(answer);
      if (problem)
        failures.push(
          `${operation.method} ${attempt.url.slice(0, 100)} ${attempt.raw?.body.slice(0, 60) ?? ''} → ${problem}`,
        );
      if (answer.status >= 500 || answer.status === 0) tally['5xx'] += 1;
      else if (answer.answerer() !== 'portal')
        tally[answer.answerer() as 'firewall' | 'proxy'] += 1;
      else if (answer.status >= 400) tally['portal 4xx'] += 1;
      else tally['portal 2xx/3xx'] += 1;
    }
  }
  return {
    title: 'Part 6: the server fuzz over HTTP',
    headers: ['operations', ...Object.keys(tally)],
    rows: [[String(operations.length - skipped), ...Object.values(tally).map(String)]],
    failures,
    notes: [
      `at most ${limit} calls per documented operation (ABUSE_FUZZ_PER_OPERATION), within ${context.options.partSeconds} s; ${skipped} operations not reached`,
      "the generators are the server fuzz suite's own (apps/server/src/test-support/fuzz/); the composition of its attempts lives in openapi.fuzz.test.ts, a test file, so the suite composes them again here, bounded for HTTP",
    ],
  };
}
