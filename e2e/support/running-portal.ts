// E2E_BASE_URL (OPS-34): the suite drives a portal that is already running, such as `npm run stack`'s
// production shape behind nginx, instead of starting its own. A test file that needs what such a
// portal cannot give, directly or through a page or support module, is left out in that mode, and
// the run says which. The stack started with its stand-ins (OPS-62, stack-under-test.ts) gives the
// mailbox (its SMTP sink's), the operators' commands (`npm run stack -- accounts|officers`) and
// Singpass, Corppass and MyInfo (its MockPass) and a checkout page a browser can finish (its
// Stripe's, OPS-70, in place of the sandbox's); a file that starts a portal of its own needs none.
// Any other running portal gives none of these, as far as the suite knows.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStackPortal } from './stack-under-test.js';

/** The running portal's origin without a trailing slash; undefined: the suite starts its own. */
export const RUNNING_PORTAL_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;

const E2E_DIR = fileURLToPath(new URL('../', import.meta.url));

const inE2e = (files: string[]) => files.map((file) => join(E2E_DIR, file));
/** What neither the stack nor another running portal offers. */
const NEVER_RUNNING = inE2e(['support/own-portal-server.ts']);
/** What only a development portal started by the suite, or the stack's stand-ins, offer. */
const STACK_OR_DEVELOPMENT = inE2e([
  'support/mailbox.ts',
  'support/accounts-cli.ts',
  'support/officers-cli.ts',
  'pages/mockpass-page.ts',
  'pages/payment-checkout-page.ts',
]);
/** A test that reads the suite's own portal's data directory. */
const USES_DATA_DIR = /inject\('dataDir'\)/;
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)\.js'/g;

interface Unavailable {
  files: string[];
  /** The suite's own portal's data directory, which off the stack the commands need. */
  dataDir: boolean;
}

function reaches(file: string, unavailable: Unavailable, seen: Set<string>): boolean {
  if (unavailable.files.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (unavailable.dataDir && USES_DATA_DIR.test(source)) return true;
  return [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier = '']) =>
    reaches(`${resolve(dirname(file), specifier)}.ts`, unavailable, seen),
  );
}

/** The test files (relative to e2e/) that cannot run against the running portal at `baseUrl`. */
export function testFilesLeftOut(baseUrl: string): string[] {
  const unavailable: Unavailable = isStackPortal(baseUrl)
    ? { files: NEVER_RUNNING, dataDir: false }
    : { files: [...NEVER_RUNNING, ...STACK_OR_DEVELOPMENT], dataDir: true };
  const testsDir = join(E2E_DIR, 'tests');
  return readdirSync(testsDir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => join(testsDir, name))
    .filter((file) => reaches(file, unavailable, new Set()))
    .map((file) => relative(E2E_DIR, file));
}
