import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The token that lets `npm run accounts` use the running server's loopback admin route. A new one
// at every start, readable only by the user running the server (mode 0600), removed at shutdown.

export async function writeAdminToken(file: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  // Removed first, so that the mode applies even if an old file was left with another one.
  await rm(file, { force: true });
  await writeFile(file, token, { mode: 0o600 });
  return token;
}

export async function removeAdminToken(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The token of a running server, or undefined when none has left one. */
export async function readAdminToken(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}
