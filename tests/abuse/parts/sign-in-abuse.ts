import { API_PATHS } from '@aviation-permits/domain/http';
import { OTP_RULES } from '@aviation-permits/domain/auth';
import {
  messagesTo,
  oneTimeCodeIn,
  waitForNewMessage,
} from '@aviation-permits/e2e/support/mailbox.js';
import type { Answer } from '../lib/answer.js';
import { PortalClient } from '../lib/portal-client.js';
import type { PartReport } from '../lib/report.js';
import { openPortal, refreshCsrfToken, requestCode } from '../lib/sign-in.js';
import type { SuiteContext } from '../lib/suite-context.js';

// Part 2 (SEC-8 to SEC-10, SEC-22): one-time code guessing and code-request flooding against one
// person's address, each loop bounded in count and time. The limits must hold (a 429 in the
// envelope with Retry-After), and the person must still sign in with their own code afterwards: a
// limit that protects a person must not lock them out (docs/sign-in-protection.md).

/** Wrong codes one attacker address sends: past the checks per address and client (15). */
const GUESSES = OTP_RULES.maxChecksPerAddressAndClient + 5;
/** Code requests with a solved human check, each a proof of work: past the resend pace. */
const SOLVED_REQUESTS = 4;
/** Code requests without a solved check: past the per-client route limit (30 in 15 minutes). */
const UNSOLVED_REQUESTS = 35;
const LOOP_SECONDS = 90;

interface Loop {
  attack: string;
  answers: Answer[];
}

function retryAfterOf(answer: Answer): string {
  const value = answer.headers['retry-after'];
  return typeof value === 'string' ? value : '';
}

/** The wait the envelope's detail names ("Please try again in 42 seconds."), if it names one. */
function waitInDetail(answer: Answer): string {
  return /in (\d+) seconds/.exec(answer.text())?.[1] ?? '';
}

/** Sends until `count` calls or the time is up; stops early once the limit answered 429. */
async function bounded(
  attack: string,
  count: number,
  call: (index: number) => Promise<Answer>,
  moreAfter429 = 2,
): Promise<Loop> {
  const deadline = Date.now() + LOOP_SECONDS * 1000;
  const answers: Answer[] = [];
  let after429 = 0;
  for (let index = 0; index < count && Date.now() < deadline; index += 1) {
    const answer = await call(index);
    answers.push(answer);
    if (answer.status === 429) after429 += 1;
    if (after429 > moreAfter429) break;
  }
  return { attack, answers };
}

/** A six-digit code that is not `avoid`: a guess that is wrong for certain when the code is known. */
function wrongCode(index: number, avoid: string | undefined): string {
  const code = String((index * 7_919 + 123_457) % 1_000_000).padStart(OTP_RULES.length, '0');
  return code === avoid ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code;
}

function rowOf(loop: Loop, failures: string[]): string[] {
  const count = (test: (answer: Answer) => boolean) => loop.answers.filter(test).length;
  const first429 = loop.answers.findIndex((answer) => answer.status === 429);
  const limited = loop.answers.filter((answer) => answer.status === 429);
  const withoutWait = limited.filter((answer) => !/^\d+$/.test(retryAfterOf(answer)));
  const notEnvelope = count(
    (answer) => answer.status >= 400 && answer.answerer() === 'portal' && !answer.isEnvelope(),
  );
  if (count((answer) => answer.status >= 500 || answer.status === 0) > 0)
    failures.push(`${loop.attack}: a 5xx or no answer`);
  if (first429 < 0) failures.push(`${loop.attack}: no 429 within ${loop.answers.length} calls`);
  if (withoutWait.length > 0) {
    // docs/sign-in-protection.md: "the sender learns when to retry (Retry-After seconds in the 429)".
    const inDetail = withoutWait.filter((answer) => waitInDetail(answer) !== '').length;
    failures.push(
      `${loop.attack}: ${withoutWait.length} 429s without a Retry-After header` +
        (inDetail > 0 ? ` (${inDetail} name the wait only in the envelope's detail)` : ''),
    );
  }
  if (notEnvelope > 0)
    failures.push(`${loop.attack}: ${notEnvelope} refusals outside the envelope`);
  const waits = limited
    .map((answer) => retryAfterOf(answer) || waitInDetail(answer))
    .filter(Boolean);
  return [
    loop.attack,
    String(loop.answers.length),
    String(count((answer) => answer.status >= 200 && answer.status < 300)),
    String(limited.length),
    String(count((answer) => answer.status >= 400 && answer.status !== 429)),
    first429 < 0 ? 'never' : `call ${first429 + 1}`,
    waits.length === 0
      ? ''
      : `${Math.min(...waits.map(Number))}–${Math.max(...waits.map(Number))} s`,
  ];
}

async function newBrowser(context: SuiteContext): Promise<PortalClient> {
  const client = new PortalClient(context.target.baseUrl, context.addresses.next());
  await openPortal(client);
  return client;
}

export async function signInAbuse(context: SuiteContext): Promise<PartReport> {
  const { target } = context;
  const failures: string[] = [];
  const notes: string[] = [];
  const victimEmail = `abuse-victim-${target.runId}@example.com`;

  // The person asks for a code first, from their own connection, so there is a code to guess.
  const victim = await newBrowser(context);
  const before = target.canSignIn ? (await messagesTo(target.baseUrl, victimEmail)).length : 0;
  const asked = await requestCode(victim, victimEmail);
  if (asked.status !== 202) failures.push(`the person's own code request answered ${asked.status}`);
  const victimCode = target.canSignIn
    ? oneTimeCodeIn(await waitForNewMessage(target.baseUrl, victimEmail, before))
    : undefined;

  const guesser = await newBrowser(context);
  const guessing = await bounded('guessing the code from another address', GUESSES, (index) =>
    guesser.call('POST', API_PATHS.otpVerify, {
      json: { email: victimEmail, otp: wrongCode(index, victimCode) },
    }),
  );
  if (guessing.answers.some((answer) => answer.status === 200)) {
    failures.push('a guessed code signed in');
  }

  const flooder = await newBrowser(context);
  const flooding = await bounded(
    'code requests for the address (solved human check)',
    SOLVED_REQUESTS,
    () => requestCode(flooder, victimEmail),
    SOLVED_REQUESTS,
  );
  const unsolvedFlooder = await newBrowser(context);
  const unsolved = await bounded(
    'code requests without a solved human check',
    UNSOLVED_REQUESTS,
    () => unsolvedFlooder.call('POST', API_PATHS.otpRequest, { json: { email: victimEmail } }),
  );

  const rows = [guessing, flooding, unsolved].map((loop) => rowOf(loop, failures));
  if (victimCode === undefined) {
    notes.push(
      `the person's own sign-in after the attacks needs a mailbox (a development portal's, or the stack's with its stand-ins): ${target.limitation ?? ''}`,
    );
  } else {
    const signedIn = await victim.call('POST', API_PATHS.otpVerify, {
      json: { email: victimEmail, otp: victimCode },
    });
    await refreshCsrfToken(victim);
    rows.push([
      'the person signs in with their own code after the attacks',
      '1',
      signedIn.status === 200 ? '1' : '0',
      signedIn.status === 429 ? '1' : '0',
      signedIn.status >= 400 && signedIn.status !== 429 ? '1' : '0',
      '',
      '',
    ]);
    if (signedIn.status !== 200)
      failures.push(`the person was locked out: their own code answered ${signedIn.status}`);
  }
  notes.push(
    `bounds: ${GUESSES} guesses, ${SOLVED_REQUESTS} solved and ${UNSOLVED_REQUESTS} unsolved code requests, each loop at most ${LOOP_SECONDS} s and stopped soon after its first 429s`,
  );
  return {
    title: 'Part 2: one-time code guessing and code-request flooding',
    headers: ['attack', 'sent', '2xx', '429', 'other 4xx', 'first 429', 'wait named'],
    rows,
    failures,
    notes,
  };
}
