// The stack's mail server (OPS-51): a small SMTP sink on loopback that delivers nothing and keeps
// every message it accepts as one JSON line of a mailbox file ({ receivedAt, from, to, subject,
// text, html, data }: the raw message and what a person reads of it, readable-mail.mjs), so the
// reliability and e2e suites can read one-time codes and count how often each message arrived. A
// message is answered 250 only once its line is written: what the portal's outbox counts as sent
// is in the file. Plain SMTP (no STARTTLS, no AUTH), as loopback needs.
//
//   node scripts/stack/smtp-sink.mjs <port> <mailbox file>
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { readableMail } from './readable-mail.mjs';

const [portArgument, mailboxFile] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || !mailboxFile) {
  console.error('usage: node scripts/stack/smtp-sink.mjs <port> <mailbox file>');
  process.exit(2);
}

/** The address inside `MAIL FROM:<…>` or `RCPT TO:<…>` (parameters after it are ignored). */
function addressOf(argument) {
  return /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();
}

const openSockets = new Set();

function serve(socket) {
  openSockets.add(socket);
  socket.on('close', () => openSockets.delete(socket));
  socket.setEncoding('utf8');
  let buffered = '';
  let envelope = { from: '', to: [] };
  /** The lines of the message while DATA is being received; null outside DATA. */
  let dataLines = null;
  const reply = (line) => socket.write(`${line}\r\n`);

  function command(line) {
    const verb = line.slice(0, 4).toUpperCase();
    const argument = line.slice(line.indexOf(':') + 1);
    if (verb === 'EHLO') return reply('250-stack-smtp-sink\r\n250 8BITMIME');
    if (verb === 'HELO') return reply('250 stack-smtp-sink');
    if (verb === 'MAIL') {
      envelope = { from: addressOf(argument), to: [] };
      return reply('250 OK');
    }
    if (verb === 'RCPT') {
      envelope.to.push(addressOf(argument));
      return reply('250 OK');
    }
    if (verb === 'DATA') {
      if (envelope.to.length === 0) return reply('503 No recipients');
      dataLines = [];
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'RSET') {
      envelope = { from: '', to: [] };
      return reply('250 OK');
    }
    if (verb === 'NOOP') return reply('250 OK');
    if (verb === 'QUIT') {
      reply('221 Bye');
      return socket.end();
    }
    return reply('502 Command not implemented');
  }

  function dataLine(line) {
    if (line !== '.') {
      // Dot-stuffing (RFC 5321 4.5.2): a leading dot was doubled by the client.
      dataLines.push(line.startsWith('.') ? line.slice(1) : line);
      return;
    }
    const data = dataLines.join('\r\n');
    const message = {
      receivedAt: new Date().toISOString(),
      ...envelope,
      ...readableMail(data),
      data,
    };
    appendFileSync(mailboxFile, `${JSON.stringify(message)}\n`);
    dataLines = null;
    envelope = { from: '', to: [] };
    reply('250 OK: kept');
  }

  reply('220 stack-smtp-sink ESMTP');
  socket.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (dataLines === null) command(line);
      else dataLine(line);
    }
  });
  socket.on('error', () => socket.destroy());
}

const server = createServer(serve);
server.listen(port, '127.0.0.1', () =>
  console.log(`SMTP sink on 127.0.0.1:${port}, mailbox ${mailboxFile}`),
);
// Stopped, the server is gone at once, as a mail server that goes down: open sessions are cut.
const stop = () => {
  server.close(() => process.exit(0));
  for (const socket of openSockets) socket.destroy();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
