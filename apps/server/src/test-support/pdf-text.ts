import { inflateSync } from 'node:zlib';

// The text a PDF shows, for tests that check what a generated document says: the hex strings of
// the text operators (pdfkit writes text that way), from plain or Flate-compressed content streams.

function contentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    streams.push(
      /FlateDecode/.test(match[1] ?? '')
        ? inflateSync(bytes).toString('latin1')
        : bytes.toString('latin1'),
    );
  }
  return streams;
}

export function pdfText(pdf: Buffer): string {
  const words: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [array] of stream.matchAll(/\[[^\]]*\]\s*TJ/g)) {
      const hexes = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hex ?? '');
      words.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return words.join('\n');
}
