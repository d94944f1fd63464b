import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { FileStorage, StoredFile } from '../adapters/files/file-storage.js';

// Reading stored files back in tests, as a download reads them: a stream (OPS-68).

/** Every byte stored under a key. */
export async function readBack(files: Pick<FileStorage, 'read'>, key: string): Promise<Buffer> {
  const file = await files.read(key);
  if (!file) throw new Error(`Nothing is stored under ${key}`);
  return bytesOf(file);
}

/** More than one chunk of a file stream or an HTTP answer, with every byte value. */
export const SEVERAL_CHUNKS = Buffer.from(
  Array.from({ length: 300_000 }, (_, index) => index % 256),
);

/** A read answered a stream, not a buffer, of exactly `content`, and said how long it is. */
export async function expectStreamOf(file: StoredFile | undefined, content: Buffer): Promise<void> {
  expect(Buffer.isBuffer(file)).toBe(false);
  expect(file?.content).toBeInstanceOf(Readable);
  expect(file?.sizeBytes).toBe(content.length);
  expect(file && (await bytesOf(file)).equals(content)).toBe(true);
}

async function bytesOf(file: StoredFile): Promise<Buffer> {
  return Buffer.concat((await file.content.toArray()) as Buffer[]);
}
