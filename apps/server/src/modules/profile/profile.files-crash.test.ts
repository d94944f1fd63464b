import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { STAGED_FILE_GRACE_MS } from '../../adapters/files/file-storage.js';
import { createLocalFileStorage } from '../../adapters/files/local-file-storage.js';
import { openDatabase, type DatabaseConnection } from '../../db/database.js';
import { accountDocuments } from '../../db/schema/accounts.js';
import {
  CHILD_UPLOADS,
  CRASH_POINTS,
  type CrashPoint,
} from '../../test-support/profile-files-crash-child.js';
import { createProfileRepository } from './profile.repository.js';
import { createProfileService } from './profile.service.js';
import { COMPLETE_PROFILE } from '../../test-support/profile-test-client.js';
import { readBack } from '../../test-support/read-back.js';

// A file lives exactly as long as its row, whatever step a crash interrupts (docs/files.md): a
// child process submits a profile with two documents on a real PGlite directory and files folder
// and kills itself with SIGKILL at one step; the test opens what it left, runs the sweep as the
// next start would, and finds no orphan file and every committed row's file readable.

const CHILD_SCRIPT = fileURLToPath(
  new URL('../../test-support/profile-files-crash-child.ts', import.meta.url),
);
const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let dataDir: string | undefined;
let connection: DatabaseConnection | undefined;
afterEach(async () => {
  await connection?.close();
  connection = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs the child to its crash point; answers the signal that ended it. */
function runChild(point: CrashPoint, directory: string): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=source',
        CHILD_SCRIPT,
        point,
        directory,
        JSON.stringify({ ...COMPLETE_PROFILE, email: 'crash@example.com' }),
        inject('pgliteSnapshotPath'),
      ],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === null && code !== 0) reject(new Error(`child exited ${code}: ${stderr}`));
      resolve(signal ?? code);
    });
  });
}

/** Every file under the files folder, relative to it. */
async function filesOnDisk(filesDir: string): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Rows the crash left: the first submission's when the second did not commit. */
const EXPECTED_ROWS: Record<CrashPoint, number> = {
  'after-stage': 0,
  'after-commit': 2,
  'after-first-rename': 2,
  'before-remove': 2,
};

describe('profile documents survive a crash at every step, SIGKILL in a child process (SEC-12, ACC-32)', () => {
  it.each(CRASH_POINTS)(
    'crash %s: after the sweep no orphan remains and every row reads back',
    async (point) => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'files-crash-'));
      const filesDir = path.join(dataDir, 'files');

      expect(await runChild(point, dataDir)).toBe('SIGKILL');

      connection = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
      const files = createLocalFileStorage(filesDir);
      const repository = createProfileRepository(connection.db);
      const profiles = createProfileService({
        db: connection.db,
        repository,
        files,
        markSubmitted: async () => undefined,
        now: () => new Date(),
      });
      const rows = await connection.db.select().from(accountDocuments);
      expect(rows).toHaveLength(EXPECTED_ROWS[point]);
      // Before any repair, a committed row already reads its file (from the staged name if need be).
      for (const row of rows) await expect(readBack(files, row.storageKey)).resolves.toBeDefined();

      // The sweep at start, and housekeeping once the grace of staged files has passed.
      await profiles.sweepFiles(new Date());
      await profiles.sweepFiles(new Date(Date.now() + STAGED_FILE_GRACE_MS + 60_000));

      const keys = rows.map((row) => row.storageKey).sort();
      expect(await filesOnDisk(filesDir)).toEqual(keys);
      for (const row of rows) {
        const upload = CHILD_UPLOADS.find((candidate) => candidate.fileName === row.originalName);
        expect(await readBack(files, row.storageKey)).toEqual(upload?.content);
        expect((await stat(path.join(filesDir, row.storageKey))).mode & 0o777).toBe(0o600);
      }
    },
    90_000,
  );
});
