import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FileContent, FileStorage, StagedFile, StoredFile } from './file-storage.js';
import { SAFE_KEY, STAGED_SUFFIX, sweepFolder } from './sweep-folder.js';

// The embedded default of the file storage: a directory (DATA_DIR/files). A staged file sits
// beside its final name as `<key>.partial`, so making it live is a rename within one folder, which
// is atomic; keys never hold a dot, so no key can be mistaken for a staged file. Applicants'
// documents are private: files 0600, folders 0700, set explicitly as a umask only takes bits away
// and a folder made earlier keeps its mode (SEC-12).

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

/** The file opened for reading, or undefined when it is not there. */
async function openIfThere(target: string): Promise<FileHandle | undefined> {
  try {
    return await open(target, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * An open file as a stream of its bytes. Opened before, so a file renamed or removed meanwhile is
 * still read whole; the stream closes the handle when it ends or is destroyed.
 */
async function streamOf(handle: FileHandle): Promise<StoredFile> {
  try {
    const { size } = await handle.stat();
    return { content: handle.createReadStream(), sizeBytes: size };
  } catch (error) {
    await handle.close();
    throw error;
  }
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

  /** The live file, else the staged one a committed row also proves (docs/files.md). */
  async function readStagedIfLive(key: string): Promise<StoredFile | undefined> {
    const handle = (await openIfThere(pathOf(key))) ?? (await openIfThere(stagedPathOf(key)));
    return handle && streamOf(handle);
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

    sweep(options) {
      return sweepFolder(
        {
          list: (folder) => listFiles(directory, folder),
          makeLive,
          stagedModifiedMs: async (key) =>
            (await stat(stagedPathOf(key)).catch(() => undefined))?.mtimeMs,
          removeStaged: (key) => rm(stagedPathOf(key), { force: true }),
          removeLive: (key) => rm(pathOf(key), { force: true }),
        },
        options,
      );
    },
  };
}
