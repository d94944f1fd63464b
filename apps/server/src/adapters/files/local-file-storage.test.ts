import { chmod, mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAGED_FILE_GRACE_MS } from './file-storage.js';
import { expectStreamOf, readBack, SEVERAL_CHUNKS } from '../../test-support/read-back.js';
import { createLocalFileStorage } from './local-file-storage.js';

// The embedded file storage on a real directory: private modes, staged files that become live only
// with their row, and the sweep that repairs what a crash leaves (docs/files.md).

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'files-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

/** Every file under the storage directory, relative to it. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;
const NOW = new Date('2030-01-01T00:00:00Z');

describe('local file storage (SEC-12)', () => {
  it('keeps a staged file off its key until it is committed, then reads it back', async () => {
    const storage = createLocalFileStorage(directory);

    const staged = await storage.stage('profiles/abc', Buffer.from('%PDF-1.7'));

    expect(staged.key).toMatch(/^profiles\/abc\/[0-9a-f-]{36}$/);
    expect(staged.sizeBytes).toBe(8);
    expect(await filesOnDisk()).toEqual([`${staged.key}.partial`]);

    await storage.commit(staged);

    expect(await filesOnDisk()).toEqual([staged.key]);
    expect((await readBack(storage, staged.key)).toString()).toBe('%PDF-1.7');
  });

  it('stages a stream as well as a buffer', async () => {
    const storage = createLocalFileStorage(directory);

    const staged = await storage.stage(
      'applications/a1',
      Readable.from([Buffer.from('%PNG'), Buffer.from('-data')]),
    );
    await storage.commit(staged);

    expect(staged.sizeBytes).toBe(9);
    expect((await readBack(storage, staged.key)).toString()).toBe('%PNG-data');
  });

  it('reads a file as a stream of its bytes with their number, never a buffer (OPS-68)', async () => {
    const storage = createLocalFileStorage(directory);
    const staged = await storage.stage('applications/a2', SEVERAL_CHUNKS);
    await storage.commit(staged);

    await expectStreamOf(await storage.read(staged.key), SEVERAL_CHUNKS);
  });

  it('reads a committed row whose rename has not happened yet from the staged file', async () => {
    const storage = createLocalFileStorage(directory);
    const staged = await storage.stage('profiles/abc', Buffer.from('content'));

    expect((await readBack(storage, staged.key)).toString()).toBe('content');
  });

  it('drops a discarded file, and removes a live one once, quietly the second time', async () => {
    const storage = createLocalFileStorage(directory);
    const discarded = await storage.stage('profiles/abc', Buffer.from('x'));
    const kept = await storage.stage('profiles/abc', Buffer.from('y'));
    await storage.commit(kept);

    await storage.discard(discarded);
    await storage.remove(kept.key);

    expect(await filesOnDisk()).toEqual([]);
    await expect(storage.read(kept.key)).resolves.toBeUndefined();
    await expect(storage.remove(kept.key)).resolves.toBeUndefined();
  });

  it('writes files 0600 and folders 0700 whatever the umask, tightening folders that exist', async () => {
    await mkdir(path.join(directory, 'files', 'profiles'), { recursive: true });
    await chmod(path.join(directory, 'files'), 0o755);
    await chmod(path.join(directory, 'files', 'profiles'), 0o777);
    const storage = createLocalFileStorage(path.join(directory, 'files'));
    const previousUmask = process.umask(0);
    try {
      const staged = await storage.stage('profiles/abc', Buffer.from('x'));
      expect(await modeOf(path.join(directory, 'files', `${staged.key}.partial`))).toBe(0o600);
      await storage.commit(staged);
      expect(await modeOf(path.join(directory, 'files', staged.key))).toBe(0o600);
    } finally {
      process.umask(previousUmask);
    }
    for (const folder of ['files', 'files/profiles', 'files/profiles/abc']) {
      expect(await modeOf(path.join(directory, folder)), folder).toBe(0o700);
    }
  });

  it.each(['../escape', '/etc', 'a/../../b', '', 'a/b.partial'])(
    'refuses the folder or key "%s"',
    async (key) => {
      const storage = createLocalFileStorage(directory);
      await expect(storage.stage(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

describe('local file storage: sweep (SEC-12)', () => {
  /** A file as a crash could leave it, with its modification time `ageMs` before NOW. */
  async function leave(relativePath: string, ageMs: number): Promise<void> {
    const target = path.join(directory, relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, relativePath);
    const time = new Date(NOW.getTime() - ageMs);
    await utimes(target, time, time);
  }

  it('completes, keeps and removes each kind of file left behind, in its own folder only', async () => {
    const storage = createLocalFileStorage(directory);
    const old = STAGED_FILE_GRACE_MS + 1;
    await leave('profiles/a/committed-not-renamed.partial', old);
    await leave('profiles/a/never-committed.partial', old);
    await leave('profiles/a/uploading-now.partial', 1_000);
    await leave('profiles/a/live', old);
    await leave('profiles/b/row-deleted', old);
    await leave('applications/x/not-this-folder', old);

    const result = await storage.sweep({
      folder: 'profiles',
      referencedKeys: async () =>
        new Set([
          'profiles/a/committed-not-renamed',
          'profiles/a/live',
          'profiles/a/uploading-now-not',
        ]),
      now: NOW,
    });

    expect(result).toEqual({ completed: 1, removedStaged: 1, removedUnreferenced: 1 });
    expect(await filesOnDisk()).toEqual([
      'applications/x/not-this-folder',
      'profiles/a/committed-not-renamed',
      'profiles/a/live',
      'profiles/a/uploading-now.partial',
    ]);
    expect((await readBack(storage, 'profiles/a/committed-not-renamed')).toString()).toBe(
      'profiles/a/committed-not-renamed.partial',
    );
  });

  it('never removes a file that became live while it asked for the references', async () => {
    const storage = createLocalFileStorage(directory);
    let racing: string | undefined;

    await storage.sweep({
      folder: 'profiles',
      // A submission commits its row and renames its file after the sweep read the rows.
      async referencedKeys() {
        const staged = await storage.stage('profiles/a', Buffer.from('racing'));
        await storage.commit(staged);
        racing = staged.key;
        return new Set<string>();
      },
      now: NOW,
    });

    expect(racing).toBeDefined();
    expect((await readBack(storage, racing ?? '')).toString()).toBe('racing');
  });

  it('does nothing when the folder does not exist yet', async () => {
    const result = await createLocalFileStorage(directory).sweep({
      folder: 'profiles',
      referencedKeys: async () => new Set(),
      now: NOW,
    });

    expect(result).toEqual({ completed: 0, removedStaged: 0, removedUnreferenced: 0 });
  });
});
