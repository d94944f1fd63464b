// Everything the bench starts registers how to stop it here; the run stops it all in reverse
// order when it ends, fails, or is interrupted (Ctrl-C), so no server or browser outlives it.
type Stop = () => Promise<void> | void;

const stops: { name: string; stop: Stop }[] = [];

export function onCleanup(name: string, stop: Stop): void {
  stops.push({ name, stop });
}

export async function cleanUp(): Promise<void> {
  for (let entry = stops.pop(); entry !== undefined; entry = stops.pop()) {
    try {
      await entry.stop();
    } catch (error) {
      console.error(`Could not stop ${entry.name}:`, error);
    }
  }
}

/** Ctrl-C and kill stop what was started before the process ends. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and the browser…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
