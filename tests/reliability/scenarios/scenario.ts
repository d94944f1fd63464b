import type { Applicant } from '../lib/applicant.js';
import type { CallFigures } from '../lib/figures.js';
import { Ledger } from '../lib/ledger.js';
import { runLoad, type LoadResult } from '../lib/load.js';
import type { Mailbox } from '../lib/mailbox.js';
import type { ReliabilityOptions, ScenarioName } from '../lib/options.js';
import type { PaymentGatewayStandIn } from '../lib/payment-gateway.js';
import type { CallRecord, PortalClient } from '../lib/portal-client.js';
import { STACK, type StackControl } from '../lib/stack.js';
import { verifyWrites, type WriteCheck } from '../lib/verify-writes.js';

// What every scenario gets (the running stack, its signed-in applicants) and gives back (its
// figures and the checks it made).

export interface SuiteContext {
  options: ReliabilityOptions;
  stack: StackControl;
  mailbox: Mailbox;
  gateway: PaymentGatewayStandIn;
  /** Stripe's side: delivers the gateway's notifications. */
  gatewayClient: PortalClient;
  applicants: Applicant[];
}

export interface Check {
  description: string;
  passed: boolean;
  /** What was found, when it failed (the first few cases). */
  detail?: string;
}

export interface ScenarioResult {
  name: ScenarioName;
  figures: CallFigures;
  writes?: WriteCheck;
  checks: Check[];
}

export type Scenario = (context: SuiteContext) => Promise<ScenarioResult>;

export function check(description: string, failures: readonly string[]): Check {
  return {
    description,
    passed: failures.length === 0,
    ...(failures.length === 0
      ? {}
      : { detail: `${failures.length}: ${failures.slice(0, 3).join('; ')}` }),
  };
}

/** A call the portal refused (4xx) means the suite sent something wrong, or the portal lost it. */
function refusedCheck(records: readonly CallRecord[]): Check {
  return check(
    'no call was refused (4xx)',
    records
      .filter(({ status }) => status >= 400 && status < 500)
      .map(({ label, status, detail }) => `${label} ${status} ${detail ?? ''}`),
  );
}

/** The checks every window of load must pass: the suite read every answer, nothing refused, lost, twice, or half-saved. */
export function loadChecks(load: LoadResult, writes: WriteCheck): Check[] {
  return [
    check('the suite read every answer', load.suiteErrors),
    refusedCheck(load.records),
    check('every acknowledged write is found', writes.lost),
    check('no write is kept twice', writes.duplicates),
    check('nothing is half-saved', writes.halfSaved),
  ];
}

/** The applicants' load for the scenario's window, with its fault beside it, then the read-back. */
export async function loadWithFault(
  context: SuiteContext,
  durationS: number,
  during?: (startedAt: number) => Promise<void>,
): Promise<{ load: LoadResult; writes: WriteCheck }> {
  const ledger = new Ledger();
  const load = await runLoad({
    applicants: context.applicants,
    durationS,
    thinkS: context.options.thinkS,
    ledger,
    gateway: context.gateway,
    gatewayClient: context.gatewayClient,
    ...(during ? { during } : {}),
  });
  const writes = await verifyWrites(STACK.databaseUrl, STACK.dataDir, ledger, load);
  return { load, writes };
}
