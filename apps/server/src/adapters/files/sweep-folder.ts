import { STAGED_FILE_GRACE_MS, type SweepOptions, type SweepResult } from './file-storage.js';

// The sweep's decisions, once for every storage (docs/files.md, "The sweep"): each storage says
// how to list, rename and remove, this decides what to do with each name it lists.

/** Keys are `<folder>/<uuid>` segments of letters, digits and dashes: never a dot. */
export const SAFE_KEY = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;
/** A staged file's name is its key and this; as keys hold no dot, it is never a key itself. */
export const STAGED_SUFFIX = '.partial';

interface SweepTarget {
  /** Every name stored under the folder, staged ones with their suffix. */
  list(folder: string): Promise<string[]>;
  /** Makes a staged file live; false when it was no longer staged. */
  makeLive(key: string): Promise<boolean>;
  /** When the staged file was last written; undefined when it is gone. */
  stagedModifiedMs(key: string): Promise<number | undefined>;
  removeStaged(key: string): Promise<void>;
  removeLive(key: string): Promise<void>;
}

export async function sweepFolder(
  target: SweepTarget,
  { folder, referencedKeys, now, stagedGraceMs = STAGED_FILE_GRACE_MS }: SweepOptions,
): Promise<SweepResult> {
  if (!SAFE_KEY.test(folder)) throw new Error(`Unsafe storage key: ${folder}`);
  const result: SweepResult = { completed: 0, removedStaged: 0, removedUnreferenced: 0 };
  // List first, then ask for the rows (see SweepOptions.referencedKeys).
  const names = await target.list(folder);
  const referenced = await referencedKeys();
  for (const name of names) {
    const key = name.endsWith(STAGED_SUFFIX) ? name.slice(0, -STAGED_SUFFIX.length) : name;
    // Not a name the storage writes: left alone rather than guessed at.
    if (!SAFE_KEY.test(key)) continue;
    if (key !== name) {
      if (referenced.has(key)) {
        if (await target.makeLive(key)) result.completed += 1;
        continue;
      }
      const modifiedMs = await target.stagedModifiedMs(key);
      if (modifiedMs !== undefined && now.getTime() - modifiedMs > stagedGraceMs) {
        await target.removeStaged(key);
        result.removedStaged += 1;
      }
    } else if (!referenced.has(key)) {
      await target.removeLive(key);
      result.removedUnreferenced += 1;
    }
  }
  return result;
}
