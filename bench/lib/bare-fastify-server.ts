// The baseline: Fastify with nothing but one JSON route, on the port given as the argument.
// The bench runs it as a child process, like the portal, so both get a core of their own.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port, host: '127.0.0.1' });
