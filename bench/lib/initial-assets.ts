// The JavaScript and CSS a first visit to a page loads before any lazy chunk: the page's
// module script, its modulepreload links and its stylesheets, as the server serves them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface AssetSizes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface InitialAssets {
  page: string;
  js: AssetSizes;
  css: AssetSizes;
}

const INITIAL_TAG = /<(script|link)\b([^>]*?)\b(?:src|href)="([^"]+)"([^>]*)>/g;

function emptySizes(): AssetSizes {
  return { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
}

export async function measureInitialAssets(baseUrl: string, page: string): Promise<InitialAssets> {
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const sizes: InitialAssets = { page, js: emptySizes(), css: emptySizes() };
  for (const [, tag, before = '', url = '', after = ''] of html.matchAll(INITIAL_TAG)) {
    const attributes = `${before} ${after}`;
    const kind =
      tag === 'script' || /rel="modulepreload"/.test(attributes)
        ? 'js'
        : /rel="stylesheet"/.test(attributes)
          ? 'css'
          : undefined;
    if (kind === undefined) continue;
    const bytes = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    const total = sizes[kind];
    total.files += 1;
    total.rawBytes += bytes.length;
    total.gzipBytes += gzipSync(bytes, { level: 9 }).length;
    total.brotliBytes += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return sizes;
}
