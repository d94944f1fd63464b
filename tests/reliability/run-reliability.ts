import path from 'node:path';
import { newApplicants, register, type Applicant } from './lib/applicant.js';
import { Mailbox } from './lib/mailbox.js';
import { approveAccounts, signInNewOfficer } from './lib/officer.js';
import { parseOptions, type ReliabilityOptions } from './lib/options.js';
import { startPaymentGateway, type PaymentGatewayStandIn } from './lib/payment-gateway.js';
import { PortalClient } from './lib/portal-client.js';
import { checksText, figuresTable } from './lib/report.js';
import {
  STACK,
  STACK_DIR,
  missingBuild,
  runningParts,
  stackControl,
  type StackControl,
} from './lib/stack.js';
import { SCENARIOS } from './scenarios/index.js';
import type { ScenarioResult, SuiteContext } from './scenarios/scenario.js';

// `npm run test:reliability` (OPS-53): the production shape under load and faults. It builds
// nothing (it checks the build is there), starts `npm run stack`, signs the applicants in and has
// their registrations approved, runs the scenarios, stops the stack whatever happened, and prints
// the figures. Loopback only; every wait is bounded. docs/deploy.md and docs/evidence.md.

/** Registrations at once: each solves a human check, which takes a core for a moment. */
const REGISTRATIONS_AT_ONCE = 8;

function say(line: string): void {
  console.log(`reliability: ${line}`);
}

async function inTurns<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Applicants signed in by e-mail code, registered and approved by an officer. */
async function prepareApplicants(
  options: ReliabilityOptions,
  stack: StackControl,
  mailbox: Mailbox,
  runId: string,
): Promise<Applicant[]> {
  const startedAt = Date.now();
  const applicants = newApplicants(runId, options.applicants, STACK.url);
  await inTurns(applicants, REGISTRATIONS_AT_ONCE, (applicant) =>
    register(applicant, mailbox, runId),
  );
  say(
    `${applicants.length} applicants signed in and registered in ${Math.round((Date.now() - startedAt) / 1000)} s`,
  );
  const officer = await signInNewOfficer(stack, mailbox, runId, STACK.url);
  const approved = await approveAccounts(
    officer,
    runId,
    applicants.map(({ email }) => email),
  );
  officer.close();
  if (approved !== applicants.length) {
    throw new Error(
      `The officer found ${approved} of ${applicants.length} registrations to approve`,
    );
  }
  say(`an officer approved them (${Math.round((Date.now() - startedAt) / 1000)} s in all)`);
  return applicants;
}

async function runScenarios(context: SuiteContext): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const name of context.options.scenarios) {
    say(`${name}: running`);
    const result = await SCENARIOS[name](context);
    results.push(result);
    say(`${name}: ${result.checks.every((check) => check.passed) ? 'pass' : 'FAIL'}`);
  }
  return results;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') return 0;
  const missing = missingBuild();
  if (missing.length > 0) {
    say(`the portal is not built (${missing.join(', ')} missing): run \`npm run build\` first.`);
    return 1;
  }
  const running = await runningParts();
  if (running.length > 0) {
    say(
      `a stack is running (${running.join(', ')}): stop it with \`npm run stack -- stop\` first.`,
    );
    return 1;
  }
  const runId = Date.now().toString(36);
  let gateway: PaymentGatewayStandIn | undefined;
  let stack: StackControl | undefined;
  let applicants: Applicant[] = [];
  const gatewayClient = new PortalClient(STACK.url, '127.4.0.1');
  const stopEverything = async () => {
    say('stopping the stack');
    await stack?.stop();
    await gateway?.close();
    for (const { client } of applicants) client.close();
    gatewayClient.close();
  };
  process.once('SIGINT', () => {
    void stopEverything().finally(() => process.exit(130));
  });
  try {
    gateway = await startPaymentGateway(path.join(STACK_DIR, 'reliability'));
    stack = stackControl(gateway.stackEnv);
    say(`starting the stack (run ${runId})`);
    await stack.start();
    const mailbox = new Mailbox(STACK.mailboxFile);
    applicants = await prepareApplicants(options, stack, mailbox, runId);
    const results = await runScenarios({
      options,
      stack,
      mailbox,
      gateway,
      gatewayClient,
      applicants,
    });
    console.log(`\n${figuresTable(results)}\n\n${checksText(results)}\n`);
    return results.every(({ checks }) => checks.every(({ passed }) => passed)) ? 0 : 1;
  } finally {
    await stopEverything();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('reliability: the suite failed:', error);
    process.exit(1);
  },
);
