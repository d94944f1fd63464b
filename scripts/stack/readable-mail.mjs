// What a person reads of a message the SMTP sink kept (OPS-62): its subject and its plain-text and
// HTML bodies, decoded from the MIME the portal's mailer (nodemailer) writes: RFC 2047 encoded
// words in the subject, multipart bodies, quoted-printable and base64 parts. The sink writes them
// beside the raw message, so a reader of the stack's mailbox (the e2e suite, a person with jq)
// needs no MIME parser of its own. Attachments (a receipt's PDF) are left in the raw message.

/** The header block and the body of a message or a part. */
function split(entity) {
  const end = /\r?\n\r?\n/.exec(entity);
  if (!end) return { headers: entity, body: '' };
  return { headers: entity.slice(0, end.index), body: entity.slice(end.index + end[0].length) };
}

/** One header's value, folded lines joined; '' when absent. */
function header(headers, name) {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function quotedPrintable(text) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as nodemailer writes a subject that is not ASCII. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(body, transferEncoding) {
  const encoding = transferEncoding.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body).toString('utf8');
  return body;
}

/** The first text/plain and text/html parts, however deep the multipart nesting. */
function bodies(entity, found) {
  const { headers, body } = split(entity);
  const type = header(headers, 'content-type').toLowerCase() || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, 'content-type'))?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      bodies(part.replace(/^\r?\n/, ''), found);
    }
    return found;
  }
  if (header(headers, 'content-disposition').toLowerCase().startsWith('attachment')) return found;
  const decoded = decodeBody(body, header(headers, 'content-transfer-encoding'));
  if (type.startsWith('text/plain')) found.text ??= decoded;
  if (type.startsWith('text/html')) found.html ??= decoded;
  return found;
}

/** The message as a person reads it: subject, text and HTML ('' for what it lacks). */
export function readableMail(data) {
  const { headers } = split(data);
  const { text = '', html = '' } = bodies(data, {});
  return { subject: decodeWords(header(headers, 'subject')), text, html };
}
