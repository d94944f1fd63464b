import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@aviation-permits/domain/http';
import { profileResponseSchema } from '@aviation-permits/domain/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../adapters/files/local-file-storage.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { ProfileLockedError } from './profile.errors.js';
import { createProfileRepository } from './profile.repository.js';
import { createProfileService, type ProfileService } from './profile.service.js';
import { newRegistrant } from '../../test-support/profile-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';

// The MyInfo prefill as the applicant then sees it through GET /profile: MyInfo's values over the
// draft, and exactly the fields it filled listed as locked.

let server: TestAppHandle;
let filesDir: string;
let profiles: ProfileService;

beforeAll(async () => {
  server = await startTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'profile-prefill-'));
  profiles = createProfileService({
    db: server.db,
    repository: createProfileRepository(server.db),
    files: createLocalFileStorage(filesDir),
    markSubmitted: async () => undefined,
    now: () => new Date(),
  });
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function profileOf(client: SignedInClient) {
  const response = await client.request({ method: 'GET', url: API_PATHS.profile });
  return profileResponseSchema.parse(response.json());
}

function pending(accountId: string, email: string) {
  return { id: accountId, status: 'PENDING_REGISTRATION' as const, email, fullName: '' };
}

describe('profile: prefill from MyInfo', () => {
  it('puts the MyInfo values over the draft and locks exactly those fields', async () => {
    const { client, email } = await newRegistrant(server);
    await client.request({
      method: 'PUT',
      url: API_PATHS.profile,
      json: { username: 'tanahkow', name: 'Typed Name', city: 'Johor Bahru' },
    });

    await profiles.prefillFromMyinfo(pending(client.accountId, email), {
      name: 'TAN AH KOW',
      idType: 'NRIC/FIN',
      idNumber: 'S9812379B',
    });
    const after = await profileOf(client);

    expect(after.myinfoFields).toEqual(['name', 'idType', 'idNumber']);
    expect(after.profile).toMatchObject({
      name: 'TAN AH KOW',
      idType: 'NRIC/FIN',
      idNumber: 'S9812379B',
      username: 'tanahkow',
      city: 'Johor Bahru',
      email,
    });
  });

  it('replaces the locked fields of an earlier retrieval', async () => {
    const { client, email } = await newRegistrant(server);
    const account = pending(client.accountId, email);

    await profiles.prefillFromMyinfo(account, { name: 'TAN AH KOW', mobileNumber: '97399245' });
    await profiles.prefillFromMyinfo(account, { name: 'TAN AH KOW' });

    const after = await profileOf(client);
    expect(after.myinfoFields).toEqual(['name']);
    // The earlier value stays in the draft, now editable.
    expect(after.profile.mobileNumber).toBe('97399245');
  });

  it('refuses once the profile is submitted and changes nothing', async () => {
    const { client, email } = await newRegistrant(server);

    await expect(
      profiles.prefillFromMyinfo(
        { ...pending(client.accountId, email), status: 'SUBMITTED' },
        { name: 'TAN AH KOW' },
      ),
    ).rejects.toBeInstanceOf(ProfileLockedError);
    const after = await profileOf(client);
    expect(after.myinfoFields).toEqual([]);
    expect(after.profile.name).toBe('');
  });
});
