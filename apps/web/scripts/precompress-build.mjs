// PERF-5: after `vite build`, writes a .br (brotli, quality 11) and a .gz (gzip, level 9) copy
// beside every file of the build that shrinks, so the server sends them as they are
// (@fastify/static's preCompressed option) instead of compressing each answer. Node's zlib does
// both, once per build, at the highest settings since the cost is paid here and not per request.
//
// Left out: source maps (never served), index.html (the server fills in its settings per answer
// and compresses that), files under 1 KiB (a copy saves less than the headers), formats that are
// compressed already (images, fonts), and any copy that would not be smaller than the file.
//
// Usage: node scripts/precompress-build.mjs [build directory, default dist]

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.wasm',
]);
const NEVER_COMPRESSED = new Set(['index.html']);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function isCompressible(file) {
  return (
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
    !NEVER_COMPRESSED.has(path.basename(file))
  );
}

async function precompress(file) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return { file, raw: content.length, written: [] };
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = [];
  for (const [extension, copy] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (copy.length >= content.length) continue;
    await writeFile(file + extension, copy);
    written.push({ extension, bytes: copy.length });
  }
  return { file, raw: content.length, written };
}

const buildDirectory = path.resolve(process.argv[2] ?? 'dist');
const files = (await filesUnder(buildDirectory)).filter(isCompressible);
const results = await Promise.all(files.map(precompress));

const total = (extension) =>
  results.reduce(
    (sum, { raw, written }) =>
      sum + (written.find((copy) => copy.extension === extension)?.bytes ?? raw),
    0,
  );
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const raw = results.reduce((sum, { raw: bytes }) => sum + bytes, 0);
console.log(
  `precompress: ${results.filter(({ written }) => written.length > 0).length} of ${files.length} files ` +
    `in ${path.relative(process.cwd(), buildDirectory) || '.'}: ${kib(raw)} -> gzip ${kib(total('.gz'))}, brotli ${kib(total('.br'))}`,
);
