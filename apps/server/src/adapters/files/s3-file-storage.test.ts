import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStreamOf, readBack, SEVERAL_CHUNKS } from '../../test-support/read-back.js';
import { startS3Emulator, type S3Emulator } from '../../test-support/s3-emulator.js';
import { STAGED_FILE_GRACE_MS } from './file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

// The file storage on an S3-compatible store (s3rver on loopback): a staged object stays off its
// key until its row commits, reads come back byte for byte as a stream, and the sweep repairs what
// a crash leaves, as on the local directory (OPS-47, OPS-49, OPS-68, docs/files.md).

let store: S3Emulator;
beforeAll(async () => {
  store = await startS3Emulator();
});
afterAll(() => store.close());

const storage = () => createS3FileStorage(store.settings);
const BYTES = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
const AFTER_GRACE = () => new Date(Date.now() + STAGED_FILE_GRACE_MS + 60_000);

describe('S3 file storage', () => {
  it('keeps a staged object off its key until it is committed, then reads the same bytes', async () => {
    const files = storage();

    const staged = await files.stage('profiles/p1', BYTES);

    expect(staged).toEqual({
      key: expect.stringMatching(/^profiles\/p1\/[0-9a-f-]{36}$/),
      sizeBytes: 8,
    });
    expect(await store.keys('profiles/p1/')).toEqual([`${staged.key}.partial`]);

    await files.commit(staged);

    expect(await store.keys('profiles/p1/')).toEqual([staged.key]);
    expect(await readBack(files, staged.key)).toEqual(BYTES);
  });

  it('stages a stream as well as a buffer', async () => {
    const files = storage();

    const staged = await files.stage(
      'applications/s1',
      Readable.from([Buffer.from('%PNG'), Buffer.from('-data')]),
    );
    await files.commit(staged);

    expect(staged.sizeBytes).toBe(9);
    expect((await readBack(files, staged.key)).toString()).toBe('%PNG-data');
  });

  it('reads a committed row whose copy has not happened yet from the staged object', async () => {
    const files = storage();
    const staged = await files.stage('profiles/p2', BYTES);

    expect(await readBack(files, staged.key)).toEqual(BYTES);
  });

  it('leaves nothing behind when the transaction fails and its file is discarded', async () => {
    const files = storage();
    const staged = await files.stage('profiles/p3', BYTES);

    await files.discard(staged);

    expect(await store.keys('profiles/p3/')).toEqual([]);
    await expect(files.read(staged.key)).resolves.toBeUndefined();
  });

  it('reads an object as a stream of its bytes with their number, never a buffer (OPS-68)', async () => {
    const files = storage();
    const staged = await files.stage('profiles/p6', SEVERAL_CHUNKS);
    await files.commit(staged);

    await expectStreamOf(await files.read(staged.key), SEVERAL_CHUNKS);
  });

  it('reads a key with neither a live nor a staged object as no file', async () => {
    const files = storage();
    const staged = await files.stage('profiles/p7', BYTES);
    await files.commit(staged);
    await store.remove(staged.key);

    await expect(files.read(staged.key)).resolves.toBeUndefined();
  });

  it('removes a live object, and removing a missing one is not an error', async () => {
    const files = storage();
    const staged = await files.stage('profiles/p4', BYTES);
    await files.commit(staged);

    await files.remove(staged.key);
    await files.remove(staged.key);

    expect(await store.keys('profiles/p4/')).toEqual([]);
  });

  it('refuses a key that is not the portal’s', async () => {
    await expect(storage().read('profiles/../secret')).rejects.toThrow('Unsafe storage key');
  });

  it('sweeps: completes committed rows, removes orphans and expired staged objects, keeps the rest', async () => {
    const files = storage();
    const committedUncopied = await files.stage('sweep/a', BYTES);
    const live = await files.stage('sweep/a', BYTES);
    await files.commit(live);
    const orphan = await files.stage('sweep/b', BYTES);
    await files.commit(orphan);
    const abandoned = await files.stage('sweep/b', BYTES);
    await store.put('sweep/b/not.a-key.txt', 'left alone');

    const young = await files.sweep({
      folder: 'sweep',
      referencedKeys: async () => new Set([committedUncopied.key, live.key]),
      now: new Date(),
    });

    expect(young).toEqual({ completed: 1, removedStaged: 0, removedUnreferenced: 1 });
    expect(await store.keys('sweep/')).toEqual(
      [committedUncopied.key, live.key, `${abandoned.key}.partial`, 'sweep/b/not.a-key.txt'].sort(),
    );

    const old = await files.sweep({
      folder: 'sweep',
      referencedKeys: async () => new Set([committedUncopied.key, live.key]),
      now: AFTER_GRACE(),
    });

    expect(old).toEqual({ completed: 0, removedStaged: 1, removedUnreferenced: 0 });
    expect(await readBack(files, committedUncopied.key)).toEqual(BYTES);
    expect(await store.keys('sweep/')).toEqual(
      [committedUncopied.key, live.key, 'sweep/b/not.a-key.txt'].sort(),
    );
  });
});
