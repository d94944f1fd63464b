import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  STAGED_FILE_GRACE_MS,
  type FileContent,
  type FileStorage,
  type StagedFile,
  type SweepResult,
} from './file-storage.js';

// The embedded default of the file storage: a directory (DATA_DIR/files). A staged file sits
// beside its final name as `<key>.partial`, so making it live is a rename within one folder, which
// is atomic; keys never hold a dot, so no key can be mistaken for a staged file. Applicants'
// documents are private: files 0600, folders 0700, set explicitly as a umask only takes bits away
// and a folder made earlier keeps its mode (SEC-12).

const SAFE_KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;
const STAGED_SUFFIX = '.partial';
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Flushes a folder's entries, so a rename or a new file survives a power loss too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeContent(target: string, content: FileContent): Promise<number> {
  // 'wx': a key is written once; an existing file would be a bug in key generation.
  const handle = await open(target, 'wx', FILE_MODE);
  try {
    await handle.chmod(FILE_MODE);
    let sizeBytes = 0;
    const chunks = content instanceof Uint8Array ? [content] : content;
    for await (const chunk of chunks) {
      await handle.write(chunk);
      sizeBytes += chunk.length;
    }
    await handle.sync();
    return sizeBytes;
  } finally {
    await handle.close();
  }
}

/** Every file under a folder, as paths relative to `root`; none when the folder does not exist. */
async function listFiles(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(
    (error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    },
  );
  const nested = await Promise.all(
    entries.map((entry) => {
      const child = `${folder}/${entry.name}`;
      return entry.isDirectory() ? listFiles(root, child) : Promise.resolve([child]);
    }),
  );
  return nested.flat();
}

function assertSafeKey(key: string): void {
  // Keys are the portal's own, but a bad one must never reach outside the directory.
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalFileStorage(directory: string): FileStorage {
  function pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(directory, key);
  }
  const stagedPathOf = (key: string) => `${pathOf(key)}${STAGED_SUFFIX}`;

  /** Creates the folder and every one between it and the directory, each 0700. */
  async function preparePrivateFolder(key: string): Promise<void> {
    const segments = path.dirname(key).split('/');
    await mkdir(path.join(directory, ...segments), { recursive: true, mode: FOLDER_MODE });
    const folders = segments.map((_segment, index) =>
      path.join(directory, ...segments.slice(0, index + 1)),
    );
    await Promise.all([directory, ...folders].map((folder) => chmod(folder, FOLDER_MODE)));
  }

  /** The rename that makes a staged file live; false when it was not there (already live). */
  async function makeLive(key: string): Promise<boolean> {
    try {
      await rename(stagedPathOf(key), pathOf(key));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await syncFolder(path.dirname(pathOf(key)));
    return true;
  }

  async function readStagedIfLive(key: string): Promise<Buffer> {
    try {
      return await readFile(pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
      return readFile(stagedPathOf(key));
    }
  }

  return {
    async stage(folder, content): Promise<StagedFile> {
      const key = `${folder}/${randomUUID()}`;
      const target = stagedPathOf(key);
      await preparePrivateFolder(key);
      try {
        return { key, sizeBytes: await writeContent(target, content) };
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },

    async commit({ key }) {
      if (await makeLive(key)) return;
      // A sweep running at the same moment may have made it live first.
      await stat(pathOf(key));
    },

    async discard({ key }) {
      await rm(stagedPathOf(key), { force: true });
    },

    read: readStagedIfLive,

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async sweep({ folder, referencedKeys, now, stagedGraceMs = STAGED_FILE_GRACE_MS }) {
      assertSafeKey(folder);
      const result: SweepResult = { completed: 0, removedStaged: 0, removedUnreferenced: 0 };
      // List first, then ask for the rows (see SweepOptions.referencedKeys).
      const files = await listFiles(directory, folder);
      const referenced = await referencedKeys();
      for (const file of files) {
        const key = file.endsWith(STAGED_SUFFIX) ? file.slice(0, -STAGED_SUFFIX.length) : file;
        // Not a name the storage writes: left alone rather than guessed at.
        if (!SAFE_KEY.test(key)) continue;
        if (key !== file) {
          if (referenced.has(key)) {
            if (await makeLive(key)) result.completed += 1;
            continue;
          }
          const modified = await stat(stagedPathOf(key)).catch(() => undefined);
          if (modified && now.getTime() - modified.mtimeMs > stagedGraceMs) {
            await rm(stagedPathOf(key), { force: true });
            result.removedStaged += 1;
          }
        } else if (!referenced.has(key)) {
          await rm(pathOf(key), { force: true });
          result.removedUnreferenced += 1;
        }
      }
      return result;
    },
  };
}
