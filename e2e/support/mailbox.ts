// The development outbox (OPS-11): outside production, with no SMTP server, the portal keeps its
// e-mails and lists them at GET /dev/mailbox.json, newest first. Tests read one-time codes there.
import { setTimeout as sleep } from 'node:timers/promises';

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

async function readMailbox(baseUrl: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}${MAILBOX_JSON_PATH}`);
  if (!response.ok) throw new Error(`${MAILBOX_JSON_PATH} answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
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
  throw new Error(`No new e-mail to ${address} in ${MAILBOX_JSON_PATH} within ${MAIL_WAIT_MS} ms`);
}

export function oneTimeCodeIn(message: MailboxMessage): string {
  const code = OTP_PATTERN.exec(message.text)?.[1];
  if (code === undefined) {
    throw new Error(`The e-mail "${message.subject}" carries no 6-digit code:\n${message.text}`);
  }
  return code;
}
