import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, newPglite } from '../db/database.js';

// Starting PGlite from nothing takes seconds (it runs initdb); loading a data directory takes
// well under one. So the suite creates and migrates one database once, and every test file
// starts its own copy of it (see test-database.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar), or '' when the suite runs on PostgreSQL. */
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshotPath', '');
    return async () => {};
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'pglite-snapshot-'));
  const snapshotPath = path.join(directory, 'migrated.tar');
  const client = newPglite();
  const connection = await connectPglite(client);
  const snapshot = await client.dumpDataDir('none');
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await connection.close();
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => rm(directory, { recursive: true, force: true });
}
