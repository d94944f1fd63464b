import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { STAGED_FILE_GRACE_MS } from '../../adapters/files/file-storage.js';
import type { DatabaseConnection } from '../../db/database.js';
import { accountDocuments, accounts } from '../../db/schema/accounts.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { testConfig } from '../../test-support/test-config.js';

// The profile module registers its file sweep with housekeeping, which runs it as the app starts:
// what a crash left in DATA_DIR/files is put right before the first request (docs/files.md).

let dataDir: string;
let database: DatabaseConnection;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-sweep-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A file as a crash left it, last written `ageMs` ago. */
async function leave(key: string, ageMs: number): Promise<void> {
  const target = path.join(dataDir, 'files', key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, key);
  const time = new Date(Date.now() - ageMs);
  await utimes(target, time, time);
}

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('profile files at start (SEC-12)', () => {
  it('finishes a committed rename, removes orphans and stale staged files, keeps the rest', async () => {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: 'sweep@example.com' })
      .returning({ id: accounts.id });
    const folder = `profiles/${account?.id ?? ''}`;
    const committed = `${folder}/00000000-0000-4000-8000-000000000001`;
    const live = `${folder}/00000000-0000-4000-8000-000000000002`;
    await database.db.insert(accountDocuments).values(
      [committed, live].map((storageKey) => ({
        accountId: account?.id ?? '',
        originalName: 'licence.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey,
      })),
    );
    const old = STAGED_FILE_GRACE_MS + 60_000;
    await leave(`${committed}.partial`, old);
    await leave(live, old);
    await leave(`${folder}/00000000-0000-4000-8000-000000000003`, old);
    await leave(`${folder}/00000000-0000-4000-8000-000000000004.partial`, old);
    await leave(`${folder}/00000000-0000-4000-8000-000000000005.partial`, 1_000);

    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: database.db });
    await app.ready();
    await app.close();

    expect(await filesOnDisk()).toEqual([
      committed,
      live,
      `${folder}/00000000-0000-4000-8000-000000000005.partial`,
    ]);
  });
});
