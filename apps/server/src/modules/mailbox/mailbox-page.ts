import type { OutboxMessage } from '../../adapters/mail/outbox.repository.js';
import { escapeHtml } from '../../http/escape-html.js';

// The /dev/mailbox page: the outbox as a plain, accessible HTML list, newest first.

function messageItem(message: OutboxMessage): string {
  const sentAt = message.sentAt.toISOString();
  return `<li>
  <article>
    <h2>${escapeHtml(message.subject)}</h2>
    <dl>
      <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
      <dt>Sent</dt><dd><time datetime="${sentAt}">${sentAt}</time></dd>
    </dl>
    <pre>${escapeHtml(message.text)}</pre>
  </article>
</li>`;
}

export function mailboxPage(messages: readonly OutboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : `<ol>\n${messages.map(messageItem).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>E-mails the portal sent while no SMTP server is configured, newest first.</p>
${body}
</main>
</body>
</html>`;
}
