// The baseline: Fastify with nothing but one JSON route, on the port given as the first argument.
// The bench runs it as a child process, like the portal, so both get a core of their own. Given a
// file of captured calls and a database URL as well (the stack group), it also serves each call's
// bare-SQL twin (bare-sql-routes.ts).
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { registerTwins, type TwinCall } from './bare-sql-routes.js';

const [port, twinsFile, databaseUrl] = process.argv.slice(2);
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
if (twinsFile !== undefined && databaseUrl !== undefined) {
  registerTwins(app, JSON.parse(await readFile(twinsFile, 'utf8')) as TwinCall[], databaseUrl);
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
