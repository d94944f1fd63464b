import { startPortalServer } from '@aviation-permits/e2e/support/portal-server.js';
import {
  STACK_DATA_DIR,
  isStackPortal,
  stackRunsStandIns,
} from '@aviation-permits/e2e/support/stack-under-test.js';

// The portal under attack: the one ABUSE_BASE_URL names (the stack's nginx, `npm run stack`), or
// a development portal the suite starts from the build, as `npm start` does, and stops after.
// What the suite can do depends on what the portal offers: a development portal has a mailbox
// (/dev/mailbox.json), MockPass and, when the suite knows its data directory, the operators'
// command for officers; the stack started with its stand-ins (SEC-28) has its SMTP sink's
// mailbox, a MockPass of its own and `npm run stack -- officers`; any other production portal has
// none of these, so nobody but the anonymous visitor can be signed in there.

export interface PortalTarget {
  baseUrl: string;
  /** The suite can sign people in: a mailbox, MockPass and the operators' command are there. */
  canSignIn: boolean;
  /** No development mailbox: a production portal (its cookies are Secure, /dev/ is absent). */
  production: boolean;
  /** Why the suite cannot sign identities in, when it cannot. */
  limitation?: string;
  dataDir?: string;
  /** Makes this run's addresses and names unique on a portal that keeps earlier runs' data. */
  runId: string;
  describe: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

function newRunId(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

/** The stack's production portal: what its stand-ins give, or why the run is limited. */
function stackPortal(baseUrl: string): PortalTarget {
  const limitation = stackRunsStandIns()
    ? undefined
    : 'the stack runs without its stand-ins (`npm run stack -- start --stand-ins`): only the anonymous visitor can be signed in';
  return {
    baseUrl,
    canSignIn: limitation === undefined,
    production: true,
    ...(limitation === undefined ? {} : { limitation }),
    dataDir: STACK_DATA_DIR,
    runId: newRunId(),
    describe: `${baseUrl} (ABUSE_BASE_URL, the stack${limitation === undefined ? ' with its stand-ins' : ''})`,
    stop: async () => {},
  };
}

async function givenPortal(baseUrl: string, dataDir: string | undefined): Promise<PortalTarget> {
  const hasMailbox = await answers(`${baseUrl}/dev/mailbox.json`);
  if (!hasMailbox && isStackPortal(baseUrl)) return stackPortal(baseUrl);
  const limitation = !hasMailbox
    ? 'no development mailbox (a production portal): only the anonymous visitor can be signed in'
    : dataDir === undefined
      ? 'ABUSE_DATA_DIR is not set: the operators’ command cannot add officers'
      : undefined;
  return {
    baseUrl,
    canSignIn: limitation === undefined,
    production: !hasMailbox,
    ...(limitation === undefined ? {} : { limitation }),
    ...(dataDir === undefined ? {} : { dataDir }),
    runId: newRunId(),
    describe: `${baseUrl} (ABUSE_BASE_URL${hasMailbox ? ', a development portal' : ''})`,
    stop: async () => {},
  };
}

export async function portalUnderTest(
  baseUrl: string | undefined,
  dataDir: string | undefined,
): Promise<PortalTarget> {
  if (baseUrl !== undefined) return givenPortal(baseUrl.replace(/\/+$/, ''), dataDir);
  const portal = await startPortalServer({ logName: 'abuse-portal.log' });
  return {
    baseUrl: portal.baseUrl,
    canSignIn: true,
    production: false,
    dataDir: portal.dataDir,
    runId: newRunId(),
    describe: `${portal.baseUrl} (a development portal the suite started from the build)`,
    stop: () => portal.stop(),
  };
}
