// The upload types (APP-40, SEC-13) recognised by their first bytes, because a file name or a
// declared content type proves nothing. Three signatures are all the portal accepts, so a few
// lines replace a general-purpose detection library.

export type SniffedContentType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { contentType: SniffedContentType; magic: readonly number[] }[] = [
  // "%PDF-" (ISO 32000-1, 7.5.2).
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // PNG signature (RFC 2083, 3.1).
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // JPEG start-of-image marker followed by the next marker's 0xFF.
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** The accepted type the content is, or undefined for anything else. */
export function sniffContentType(content: Uint8Array): SniffedContentType | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, index) => content[index] === byte))
    ?.contentType;
}

const TYPE_BY_EXTENSION: Record<string, SniffedContentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The type a file name claims by its extension, if it is one of the accepted ones. */
export function contentTypeOfName(fileName: string): SniffedContentType | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : TYPE_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
}
