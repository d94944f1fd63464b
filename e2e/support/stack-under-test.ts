// The stack (`npm run stack -- start --stand-ins`, docs/deploy.md) as the suites reach it: a
// production portal behind nginx, with what a test needs beside it where the stack keeps it
// (OPS-62): the mail its SMTP sink accepted, its operators' commands through
// `npm run stack -- accounts|officers`, and the stand-ins it ran for Singpass and Corppass. A
// portal is the stack when it answers at the stack's nginx address; STACK_DIR and
// STACK_NGINX_PORT name another stack, as they do for stack.sh. The abuse suite uses this too.
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './repository-paths.js';

const STACK_DIR = process.env.STACK_DIR ?? join(REPOSITORY_ROOT, '.stack');
const STACK_NGINX_PORT = process.env.STACK_NGINX_PORT ?? '8080';
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The stack's mailbox: one JSON line per message its SMTP sink accepted. */
export const STACK_MAILBOX_FILE = process.env.E2E_MAILBOX_FILE ?? join(STACK_DIR, 'mailbox.jsonl');

/** The instances' shared DATA_DIR (uploaded documents under files/). */
export const STACK_DATA_DIR = join(STACK_DIR, 'data');

/** The script behind `npm run stack`, whose `accounts` and `officers` run the operators' commands. */
export const STACK_SCRIPT = join(REPOSITORY_ROOT, 'scripts/stack/stack.sh');

/** True when `baseUrl` is the stack's nginx on this machine. */
export function isStackPortal(baseUrl: string): boolean {
  const { hostname, port } = new URL(baseUrl);
  return LOOPBACK_NAMES.has(hostname) && port === STACK_NGINX_PORT;
}

/** `start --stand-ins` leaves this file while the stand-ins run (scripts/stack/stack.sh). */
export function stackRunsStandIns(): boolean {
  return existsSync(join(STACK_DIR, 'stand-ins.env'));
}

/** The certificate the stack's stand-ins serve HTTPS with (stack.sh makes it). */
const STAND_IN_CERTIFICATE = join(STACK_DIR, 'stand-ins', 'stand-in.crt');

/** That certificate (PEM) while the stand-ins run, for a client that calls them itself. */
export function standInCertificate(): string | undefined {
  if (!stackRunsStandIns() || !existsSync(STAND_IN_CERTIFICATE)) return undefined;
  return readFileSync(STAND_IN_CERTIFICATE, 'utf8');
}

/**
 * Chromium's switch that trusts the stand-ins' certificate, by its public key's hash, so a
 * browser can go through the MockPass log-in page; nothing is trusted that would not be
 * otherwise. None when the stack runs no stand-ins.
 */
export function standInTrustArguments(): string[] {
  const certificate = standInCertificate();
  if (certificate === undefined) return [];
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return [
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
  ];
}
