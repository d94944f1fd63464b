import { readFile } from 'node:fs/promises';

// nginx's access log of the stack (one JSON line per request, deploy/nginx/portal.conf.template):
// which instance answered what, to see an instance take requests again after it came back.

interface AccessLine {
  time: string;
  status: number;
  upstream: string;
}

/** Answers (below 500) an instance gave through nginx since `since` (ms). */
export async function answeredBy(logFile: string, port: number, since: number): Promise<number> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  // nginx writes whole seconds: a line of the same second counts.
  const from = Math.floor(since / 1000) * 1000;
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine)
    .filter(
      (line) =>
        Date.parse(line.time) >= from && line.upstream.endsWith(`:${port}`) && line.status < 500,
    ).length;
}
