import fp from 'fastify-plugin';

// Deletes rows that have outlived their purpose (spent human-check challenges, ended rate-limit
// windows) now and then, so those tables stay small. Every instance may run it: deleting what has
// expired is the same work whoever does it.

export type ExpiredRowsPruner = (now: Date) => Promise<void>;

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
      timer = setInterval(() => void pruneAll(), intervalMs);
      // Never the reason the process stays alive.
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping' },
);
