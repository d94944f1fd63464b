// The stack's stand-in for Singpass, Corppass and MyInfo (OPS-63), for the test suites only: the
// MockPass a development portal embeds, served over HTTPS on loopback, because a production
// portal discovers its identity providers over https only. The certificate is the stack's own
// (stack.sh makes it); the instances trust it through NODE_EXTRA_CA_CERTS and the e2e suite's
// Chromium through its public key. MockPass builds its issuer and endpoints from the address it
// is reached at, so they are https://localhost:<port>/… as the instances are told. It listens on
// loopback only: MockPass signs anyone in as anyone.
//
//   node scripts/stack/mockpass-stand-in.mjs <port> <key file> <certificate file>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';

const [portArgument, keyFile, certificateFile] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || !keyFile || !certificateFile) {
  console.error(
    'usage: node scripts/stack/mockpass-stand-in.mjs <port> <key file> <certificate file>',
  );
  process.exit(2);
}

// MockPass reads SP_RP_JWKS_ENDPOINT, CP_RP_JWKS_ENDPOINT and SHOW_LOGIN_PAGE from the environment.
const { app } = createRequire(import.meta.url)('@opengovsg/mockpass');
const server = createServer(
  { key: readFileSync(keyFile), cert: readFileSync(certificateFile) },
  app,
).listen(port, '127.0.0.1', () => console.log(`MockPass stand-in on https://localhost:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
