// A bounded in-memory cache with an expiry per entry: past `maxEntries` the least recently used
// entry goes, so memory stays bounded however many different queries arrive (MAP-20 without Redis).

export interface MemoryLru {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export function createMemoryLru(maxEntries: number, ttlMs: number, now: () => Date): MemoryLru {
  // A Map iterates in insertion order: re-inserting on each read keeps the least recent first.
  const entries = new Map<string, { value: string; expiresAtMs: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAtMs <= now().getTime()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAtMs: now().getTime() + ttlMs });
      if (entries.size > maxEntries) {
        const [leastRecent] = entries.keys();
        if (leastRecent !== undefined) entries.delete(leastRecent);
      }
    },
  };
}
