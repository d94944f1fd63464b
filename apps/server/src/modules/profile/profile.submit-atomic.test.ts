import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../adapters/files/local-file-storage.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { createProfileRepository } from './profile.repository.js';
import { createProfileService } from './profile.service.js';
import { COMPLETE_PROFILE } from '../../test-support/profile-test-client.js';
import { signIn } from '../../test-support/signed-in-client.js';

// A submission is one transaction: if moving the account to SUBMITTED fails, neither the profile
// nor its documents are kept.

let server: TestAppHandle;
let filesDir: string;

beforeAll(async () => {
  server = await startTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'profile-atomic-'));
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

const PROFILE = { ...COMPLETE_PROFILE, email: 'atomic@example.com' };

describe('profile submission', () => {
  it('keeps nothing when the status change fails inside the transaction', async () => {
    const repository = createProfileRepository(server.db);
    const profiles = createProfileService({
      db: server.db,
      repository,
      files: createLocalFileStorage(filesDir),
      markSubmitted: async () => {
        throw new Error('status change refused');
      },
      now: () => new Date(),
    });
    const client = await signIn(server.app, server.db, { email: PROFILE.email });
    const account = {
      id: client.accountId,
      status: 'PENDING_REGISTRATION' as const,
      email: PROFILE.email,
      fullName: '',
    };
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');

    await expect(
      profiles.submit(account, PROFILE, [
        { fileName: 'letter.pdf', declaredType: 'application/pdf', content: pdf },
      ]),
    ).rejects.toThrow('status change refused');

    expect(await repository.findProfile(client.accountId)).toBeUndefined();
    expect(await repository.listDocuments(client.accountId)).toEqual([]);
    const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile())).toEqual([]);
  });
});
