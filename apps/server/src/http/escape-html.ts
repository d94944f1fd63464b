// Every HTML the server writes itself (mails, the sandbox checkout, the development mailbox) puts
// user-supplied text through this one escape, quotes included, so it is safe in text and in
// attribute values.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
