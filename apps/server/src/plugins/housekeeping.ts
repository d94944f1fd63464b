import fp from 'fastify-plugin';
import type { ExpiredRowsPruner } from '../platform/portal-module.js';

// Deletes rows that have outlived their purpose (spent human-check challenges, ended rate-limit
// windows) now and then, so those tables stay small. Every instance may run it: deleting what has
// expired is the same work whoever does it. The pruners come from the platform and the modules.

export interface HousekeepingOptions {
  pruners: readonly ExpiredRowsPruner[];
  intervalMs: number;
  now: () => Date;
}

export const housekeepingPlugin = fp<HousekeepingOptions>(
  async (app, { pruners, intervalMs, now }) => {
    let timer: NodeJS.Timeout | undefined;

    const pruneAll = async (): Promise<void> => {
      try {
        await Promise.all(pruners.map((prune) => prune(now())));
      } catch (error) {
        app.log.warn({ err: error }, 'Pruning expired rows failed; retrying at the next interval');
      }
    };

    app.addHook('onReady', async () => {
      // Once at start too: what a crash left (files of uncommitted rows, renames it cut short,
      // docs/files.md) is put right before the first request.
      await pruneAll();
      timer = setInterval(() => void pruneAll(), intervalMs);
      // Never the reason the process stays alive.
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping' },
);
