import { ClientAddresses } from './lib/client-addresses.js';
import { signInIdentities } from './lib/identities.js';
import { readOptions } from './lib/options.js';
import { createOwnerRecords } from './lib/owner-records.js';
import { formatPart, formatTable, type PartReport } from './lib/report.js';
import { readRouteCatalogue } from './lib/route-catalogue.js';
import type { Part, SuiteContext } from './lib/suite-context.js';
import { portalUnderTest } from './lib/target.js';
import { HeaderLedger } from './lib/header-ledger.js';
import { observeAnswers } from './lib/portal-client.js';
import { accessMatrix } from './parts/access-matrix.js';
import { attackPayloads } from './parts/attack-payloads.js';
import { httpFuzz } from './parts/http-fuzz.js';
import { securityHeaders } from './parts/security-headers.js';
import { signInAbuse } from './parts/sign-in-abuse.js';
import { uploadAbuse } from './parts/upload-abuse.js';

// `npm run test:abuse` (issue 23 item 5, SEC-21 to SEC-27): a hostile visitor against a running
// portal, over HTTP. With ABUSE_BASE_URL it attacks that portal (the stack's nginx and its
// firewall); without, it starts a development portal from the build and stops it after. It prints
// a table of figures per part and exits 1 on any 5xx, any forbidden cell answered or leaking, and
// any other failure a part names. docs/abuse-suite.md.

/** The parts in the order they run, by the names ABUSE_PARTS chooses them by. */
function partsOf(ledger: HeaderLedger): Record<string, Part> {
  return {
    matrix: accessMatrix,
    'sign-in': signInAbuse,
    uploads: uploadAbuse,
    payloads: attackPayloads,
    // After the others: their answers are checked too. The fuzz last: it may sign the senders out.
    headers: securityHeaders(ledger),
    fuzz: httpFuzz,
  };
}

function say(line: string): void {
  console.log(`abuse: ${line}`);
}

async function runPart(name: string, part: Part, context: SuiteContext): Promise<PartReport> {
  const startedAt = Date.now();
  try {
    const report = await part(context);
    say(`${name} done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    return report;
  } catch (error) {
    return {
      title: name,
      headers: [],
      rows: [],
      failures: [`the part stopped: ${error instanceof Error ? error.stack : String(error)}`],
      notes: [],
    };
  }
}

async function main(): Promise<number> {
  const options = readOptions();
  say('reading the route table and the OpenAPI document from the source');
  const catalogue = await readRouteCatalogue();
  const target = await portalUnderTest(options.baseUrl, options.dataDir);
  say(`portal under test: ${target.describe}`);
  const ledger = new HeaderLedger(new URL(target.baseUrl).protocol === 'https:', target.production);
  observeAnswers((answer, request) => ledger.record(answer, request));
  const chosen = Object.entries(partsOf(ledger)).filter(
    ([name]) => !options.parts || options.parts.includes(name),
  );
  try {
    const addresses = new ClientAddresses();
    const identities = await signInIdentities(target, addresses);
    const owner = identities.applicantA;
    const records = owner ? await createOwnerRecords(owner, target.runId) : undefined;
    say(`signed in: ${Object.keys(identities).join(', ')}`);
    if (target.limitation) say(`limited run: ${target.limitation}`);
    const context: SuiteContext = { target, catalogue, identities, records, addresses, options };
    const reports: PartReport[] = [];
    for (const [name, part] of chosen) reports.push(await runPart(name, part, context));
    for (const report of reports) console.log(`\n${formatPart(report)}`);
    const failed = reports.reduce((sum, report) => sum + report.failures.length, 0);
    console.log(
      `\n${formatTable(
        ['part', 'failures'],
        reports.map((report) => [report.title, String(report.failures.length)]),
      )}`,
    );
    say(failed === 0 ? 'no failures' : `${failed} failures`);
    return failed === 0 ? 0 : 1;
  } finally {
    await target.stop();
  }
}

process.exitCode = await main();
