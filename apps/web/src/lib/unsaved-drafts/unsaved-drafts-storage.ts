// Where the application form keeps an edit the server does not have yet (APP-67), and how a
// sign-out forgets every such edit (SEC-20): the form keeps them to survive a crash, a closed laptop
// or a lost connection, but once the applicant signs out on purpose, nothing of their answers may
// stay behind in a browser the next person at a shared computer uses. A session that merely timed
// out keeps them: that is the lost-connection case the backup is for, and the key is the account's.

/** Every kept edit's key begins with this; the form adds the account's digest and the draft. */
export const UNSAVED_DRAFT_KEY_PREFIX = 'aviation-permits:unsaved-draft:';

export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage refused (a privacy setting): nothing is kept, so there is nothing to forget.
    return undefined;
  }
}

/** Removes every kept edit of every account from this browser. */
export function forgetUnsavedDrafts(storage = browserStorage()): void {
  if (storage === undefined) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(UNSAVED_DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
