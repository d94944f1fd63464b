import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// OPS-52: a process with the server's unhandledRejection listener keeps running through a
// rejection left unhandled while the database cannot be reached (as pg-boss 10 leaves its
// recording of a finished job), and still stops on any other, as Node does by default. Each case
// runs in a child process: the listener is the process's own.

const LISTENER = fileURLToPath(new URL('./database-outage-rejections.ts', import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `body` after installing the listener; answers the exit code and what it printed. */
function runWithListener(body: string): Promise<{ code: number | null; output: string }> {
  const script = `
    import pg from 'pg';
    import { survivingDatabaseOutages } from ${JSON.stringify(LISTENER)};
    process.on('unhandledRejection', survivingDatabaseOutages((line) => console.log(line)));
    ${body}
    setTimeout(() => { console.log('still running'); process.exit(0); }, 500);
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', '--input-type=module', '-e', script],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('unhandled rejections while the database is away (OPS-52)', () => {
  it('keeps the process running through a query that could not reach PostgreSQL', async () => {
    const { code, output } = await runWithListener(`
      // Port 1 refuses: the query rejects with ECONNREFUSED, and nobody handles it.
      const pool = new pg.Pool({ connectionString: 'postgres://portal@127.0.0.1:1/portal' });
      pool.query('select 1');
    `);

    expect(output).toContain('Database unavailable under background work; carrying on');
    expect(output).toContain('still running');
    expect(code).toBe(0);
  });

  it('still stops the process on any other unhandled rejection', async () => {
    const { code, output } = await runWithListener(`Promise.reject(new Error('a bug'));`);

    expect(output).toContain('a bug');
    expect(output).not.toContain('still running');
    expect(code).not.toBe(0);
  });
});
