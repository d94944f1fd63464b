// The Content-Disposition of a download (APP-43): the stored name as the browser should save it.
// Names passed the domain's file-name rule (no quotes, slashes or control characters), but may hold
// any other Unicode; RFC 6266 gives an ASCII fallback and the exact name in RFC 5987 encoding.

export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
