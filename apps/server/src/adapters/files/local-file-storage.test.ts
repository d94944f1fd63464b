import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.js';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'files-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, reads back and removes a file', async () => {
    const storage = createLocalFileStorage(directory);

    await storage.put('profiles/abc/1', Buffer.from('%PDF-1.7'));
    expect((await storage.read('profiles/abc/1')).toString()).toBe('%PDF-1.7');

    await storage.remove('profiles/abc/1');
    await expect(storage.read('profiles/abc/1')).rejects.toThrow();
    await expect(storage.remove('profiles/abc/1')).resolves.toBeUndefined();
  });

  it('never writes a key twice', async () => {
    const storage = createLocalFileStorage(directory);
    await storage.put('a', Buffer.from('first'));

    await expect(storage.put('a', Buffer.from('second'))).rejects.toThrow();
    expect((await storage.read('a')).toString()).toBe('first');
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', ''])('refuses the key "%s"', async (key) => {
    await expect(createLocalFileStorage(directory).put(key, Buffer.from('x'))).rejects.toThrow(
      /Unsafe storage key/,
    );
  });
});
