// Where the tests read the portal's e-mails (one-time codes, notifications). The development
// outbox (OPS-11): outside production, with no SMTP server, the portal keeps its e-mails and lists
// them at GET /dev/mailbox.json, newest first. A production portal has no such route: on the
// stack (stack-under-test.ts) the messages are those its SMTP sink accepted, one JSON line each of
// the stack's mailbox file (OPS-62), read the same way.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { STACK_MAILBOX_FILE, isStackPortal } from './stack-under-test.js';

const MAILBOX_JSON_PATH = '/dev/mailbox.json';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

const MAIL_WAIT_MS = 20_000;
const MAIL_POLL_MS = 250;
/** CONST-5: the e-mail one-time code has 6 digits. */
const OTP_PATTERN = /\b(\d{6})\b/;

/** A line of the stack's mailbox (scripts/stack/smtp-sink.mjs). */
interface SinkMessage {
  receivedAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function readDevelopmentOutbox(baseUrl: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}${MAILBOX_JSON_PATH}`);
  if (!response.ok) throw new Error(`${MAILBOX_JSON_PATH} answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** The sink's messages, one per recipient, newest first as the development outbox lists them. */
async function readStackMailbox(): Promise<MailboxMessage[]> {
  const lines = await readFile(STACK_MAILBOX_FILE, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  // The last line may be half-written while the sink appends it: only whole lines count.
  const whole = lines.slice(0, lines.lastIndexOf('\n') + 1);
  return whole
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SinkMessage)
    .flatMap(({ receivedAt, to, subject, text, html }) =>
      to.map((recipient) => ({ to: recipient, subject, text, html, sentAt: receivedAt })),
    )
    .reverse();
}

function readMailbox(baseUrl: string): Promise<MailboxMessage[]> {
  return isStackPortal(baseUrl) ? readStackMailbox() : readDevelopmentOutbox(baseUrl);
}

/** The messages to one address, newest first. */
export async function messagesTo(baseUrl: string, address: string): Promise<MailboxMessage[]> {
  const wanted = address.toLowerCase();
  return (await readMailbox(baseUrl)).filter((message) => message.to.toLowerCase() === wanted);
}

/**
 * Waits for the address to have more than `alreadyThere` messages and answers the newest. Count
 * first, then act, then wait: an older code never passes for the new one.
 */
export async function waitForNewMessage(
  baseUrl: string,
  address: string,
  alreadyThere: number,
): Promise<MailboxMessage> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const messages = await messagesTo(baseUrl, address);
    if (messages.length > alreadyThere && messages[0] !== undefined) return messages[0];
    await sleep(MAIL_POLL_MS);
  }
  const mailbox = isStackPortal(baseUrl) ? STACK_MAILBOX_FILE : MAILBOX_JSON_PATH;
  throw new Error(`No new e-mail to ${address} in ${mailbox} within ${MAIL_WAIT_MS} ms`);
}

export function oneTimeCodeIn(message: MailboxMessage): string {
  const code = OTP_PATTERN.exec(message.text)?.[1];
  if (code === undefined) {
    throw new Error(`The e-mail "${message.subject}" carries no 6-digit code:\n${message.text}`);
  }
  return code;
}
