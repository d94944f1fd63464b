import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

// The embedded default of the file storage: a directory (DATA_DIR/files).

const SAFE_KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

export function createLocalFileStorage(directory: string): FileStorage {
  function pathOf(key: string): string {
    // Keys are the portal's own, but a bad one must never reach outside the directory.
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(directory, key);
  }

  return {
    async put(key, content) {
      const filePath = pathOf(key);
      await mkdir(path.dirname(filePath), { recursive: true });
      // 'wx': a key is written once; overwriting would be a bug in key generation.
      await writeFile(filePath, content, { flag: 'wx' });
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
