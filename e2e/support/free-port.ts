import { createServer } from 'node:net';

/** Asks the operating system for a port nobody listens on, so runs never collide. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close(() => reject(new Error('The operating system returned no free TCP port.')));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
