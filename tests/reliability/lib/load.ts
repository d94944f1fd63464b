import { setTimeout as sleep } from 'node:timers/promises';
import type { Applicant } from './applicant.js';
import { applicantRound, type CycleContext } from './applicant-cycle.js';
import type { Ledger } from './ledger.js';
import type { PaymentGatewayStandIn } from './payment-gateway.js';
import type { CallRecord, PortalClient } from './portal-client.js';

// A window of load (OPS-53): every applicant works round after round for the window's length,
// with a pause between calls, while `during` plays the scenario's fault at its own times. Bounded
// in time: no round starts after the window, and a call gives up after its own time-out.

export interface LoadWindow {
  applicants: readonly Applicant[];
  durationS: number;
  thinkS: number;
  ledger: Ledger;
  gateway: PaymentGatewayStandIn;
  gatewayClient: PortalClient;
  /** The fault, run beside the load; it gets the window's start (ms). */
  during?: (startedAt: number) => Promise<void>;
}

export interface LoadResult {
  records: CallRecord[];
  startedAt: number;
  endedAt: number;
  /** Errors of the suite itself (an answer it could not read), which end an applicant's window. */
  suiteErrors: string[];
}

export async function runLoad(window: LoadWindow): Promise<LoadResult> {
  const records: CallRecord[] = [];
  const suiteErrors: string[] = [];
  const startedAt = Date.now();
  const endsAt = startedAt + window.durationS * 1000;
  const over = () => Date.now() >= endsAt;
  const wait = async (seconds: number) => {
    await sleep(Math.max(0, Math.min(seconds * 1000, endsAt - Date.now())));
  };
  const context: CycleContext = {
    ledger: window.ledger,
    gateway: window.gateway,
    gatewayClient: window.gatewayClient,
    // Between half and one and a half times the average, so the applicants do not march in step.
    think: () => wait(window.thinkS * (0.5 + Math.random())),
    wait,
    over,
  };
  for (const client of [window.gatewayClient, ...window.applicants.map((a) => a.client)]) {
    client.onCall = (record) => records.push(record);
  }

  const work = window.applicants.map(async (applicant) => {
    // Spread over the first pause, so the window does not open with every applicant at once.
    await wait(window.thinkS * Math.random());
    for (let round = 1; !over(); round += 1) {
      try {
        await applicantRound(applicant, round, context);
      } catch (error) {
        suiteErrors.push(`${applicant.email}: ${(error as Error).message}`);
        return;
      }
    }
  });
  await Promise.all([...work, window.during?.(startedAt)]);
  for (const client of [window.gatewayClient, ...window.applicants.map((a) => a.client)]) {
    client.onCall = () => {};
  }
  return { records, startedAt, endedAt: Date.now(), suiteErrors };
}
