import { open } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

// What the stack's SMTP sink accepted (scripts/stack/smtp-sink.mjs writes one JSON line per
// message): the applicants' one-time codes are read here, as a person reads their mail, and the
// mail scenarios count how often each message arrived.

export interface SinkMessage {
  receivedAt: string;
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the MIME body. */
  data: string;
}

const POLL_MS = 250;

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as nodemailer writes a subject that is not ASCII. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) =>
                  String.fromCharCode(parseInt(code, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}

export function subjectOf(message: SinkMessage): string {
  const headers = message.data.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((header) => /^subject:/i.test(header)) ?? '';
  return decodeHeader(line.replace(/^subject:\s*/i, ''));
}

/** The one-time code of a sign-in message: a line of six digits. */
export function oneTimeCodeOf(message: SinkMessage): string | undefined {
  return /^(\d{6})\r?$/m.exec(message.data)?.[1];
}

export class Mailbox {
  readonly messages: SinkMessage[] = [];
  private offset = 0;
  private partialLine = '';
  private reading: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  /** Reads what the sink added since the last read (one reader at a time). */
  refresh(): Promise<void> {
    this.reading = this.reading.then(() => this.readNew());
    return this.reading;
  }

  /** The first message (from index `from` on) that matches, waiting for it up to `timeoutMs`. */
  async waitFor(
    matches: (message: SinkMessage) => boolean,
    timeoutMs: number,
    from = 0,
  ): Promise<SinkMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.refresh();
      const found = this.messages.slice(from).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No such message within ${timeoutMs} ms`);
      await sleep(POLL_MS);
    }
  }

  private async readNew(): Promise<void> {
    const handle = await open(this.file, 'r').catch(() => undefined);
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size <= this.offset) return;
      const buffer = Buffer.alloc(size - this.offset);
      await handle.read(buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const lines = (this.partialLine + buffer.toString('utf8')).split('\n');
      this.partialLine = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim()) this.messages.push(JSON.parse(line) as SinkMessage);
      }
    } finally {
      await handle.close();
    }
  }
}
