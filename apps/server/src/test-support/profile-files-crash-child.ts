import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProfileInput } from '@aviation-permits/domain/profile';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../adapters/files/file-storage.js';
import { createLocalFileStorage } from '../adapters/files/local-file-storage.js';
import { connectPglite, newPglite, openDatabase } from '../db/database.js';
import { accounts } from '../db/schema/accounts.js';
import { createProfileRepository } from '../modules/profile/profile.repository.js';
import { createProfileService, type ProfileUpload } from '../modules/profile/profile.service.js';
import { ONE_PIXEL_PNG } from './image-files.js';

// The child process of modules/profile/profile.files-crash.test.ts: submits a profile with documents through the
// real service, storage and PGlite database in DATA_DIR, and kills itself (SIGKILL, no clean-up of
// any kind) at the step named by its first argument. Run with tsx; the arguments are the crash
// point, DATA_DIR, the profile (JSON) and the path of a migrated PGlite snapshot or ''.

export const CRASH_POINTS = [
  /** Both files staged, the transaction not begun. */
  'after-stage',
  /** The rows committed, no staged file renamed yet. */
  'after-commit',
  /** The rows committed, the first file renamed, the second not. */
  'after-first-rename',
  /** A resubmission committed: the replaced rows are gone, their files not yet. */
  'before-remove',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

export const CHILD_UPLOADS: readonly ProfileUpload[] = [
  {
    fileName: 'licence.pdf',
    declaredType: 'application/pdf',
    content: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
  },
  {
    fileName: 'photo.png',
    declaredType: 'image/png',
    content: ONE_PIXEL_PNG,
  },
];

function crash(): never {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable: SIGKILL was sent');
}

/** The real storage, dying at the crash point. */
function crashingStorage(storage: FileStorage, point: CrashPoint): FileStorage {
  let staged = 0;
  let renamed = 0;
  return {
    ...storage,
    async stage(folder, content) {
      const file = await storage.stage(folder, content);
      staged += 1;
      if (point === 'after-stage' && staged === CHILD_UPLOADS.length) crash();
      return file;
    },
    async commit(file) {
      if (point === 'after-commit') crash();
      await storage.commit(file);
      renamed += 1;
      if (point === 'after-first-rename' && renamed === 1) crash();
    },
    async remove(key) {
      if (point === 'before-remove') crash();
      await storage.remove(key);
    },
  };
}

async function main(): Promise<void> {
  const [point, dataDir, profileJson, snapshotPath] = process.argv.slice(2) as [
    CrashPoint,
    string,
    string,
    string,
  ];
  const profile = JSON.parse(profileJson) as ProfileInput;
  const pgliteDir = path.join(dataDir, 'pglite');
  // The suite's migrated snapshot spares the seconds initdb takes; without one, a fresh database.
  const connection = snapshotPath
    ? await connectPglite(
        newPglite(pgliteDir, { loadDataDir: new Blob([await readFile(snapshotPath)]) }),
      )
    : await openDatabase({ pgliteDataDir: pgliteDir });
  const { db } = connection;
  const storage = createLocalFileStorage(path.join(dataDir, 'files'));
  const [account] = await db
    .insert(accounts)
    .values({ email: profile.email })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account row');
  const serviceWith = (files: FileStorage) =>
    createProfileService({
      db,
      repository: createProfileRepository(db),
      files,
      markSubmitted: async () => undefined,
      now: () => new Date(),
    });
  const applicant = {
    id: account.id,
    status: 'PENDING_REGISTRATION' as const,
    email: profile.email ?? null,
    fullName: '',
  };

  if (point === 'before-remove') {
    // A first submission that completes, then a replacement after "more information needed".
    await serviceWith(storage).submit(applicant, profile, CHILD_UPLOADS);
    await db
      .update(accounts)
      .set({ status: 'MORE_INFO_NEEDED' })
      .where(eq(accounts.id, account.id));
  }
  await serviceWith(crashingStorage(storage, point)).submit(
    { ...applicant, status: point === 'before-remove' ? 'MORE_INFO_NEEDED' : applicant.status },
    profile,
    CHILD_UPLOADS,
  );
  // Reaching this line means the crash point was never reached: the test reads exit code 3.
  await connection.close();
  process.exit(3);
}

// The test imports the lists above; only the child process runs the submission.
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
