import { applicationDraftSchema } from '@aviation-permits/domain';
import type { ApplicationDraft, CategoryId } from '@aviation-permits/domain';
import type { UnsavedEditBackup } from './autosaver';

// APP-67: an edit the server does not have yet waits in the browser's storage, by application,
// until it is saved, so a crash, a closed laptop or a lost connection does not lose it. Only the
// answers are kept: the documents are the server's (uploaded at once), so not even their ids.

const KEY_PREFIX = 'aviation-permits:unsaved-draft:';

export interface UnsavedEdit {
  /** The draft's version the edit was made on: the server's copy may have moved on since. */
  version: number;
  form: ApplicationDraft;
}

export interface UnsavedEditStore extends UnsavedEditBackup {
  /** The kept edit of a draft, or (no id yet) of the category's new application. */
  read(draft: { id: string } | { category: CategoryId }): UnsavedEdit | undefined;
}

/** A draft by its id; a new application, until its first save creates it, by its category. */
function keyOf(draft: { id: string } | { category: CategoryId }): string {
  return KEY_PREFIX + ('id' in draft ? draft.id : `new-${draft.category}`);
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage refused (a privacy setting): the edits are then only as safe as the server has them.
    return undefined;
  }
}

/** A value written with its keys in order, so two copies of the same answers read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/**
 * Whether the server already has the kept answers: the edit sent as the page was left arrived, so
 * there is nothing to restore or to warn about.
 */
export function serverHasEdit(edit: UnsavedEdit, saved: ApplicationDraft): boolean {
  const { supportingDocumentIds: _documents, ...answers } = saved;
  return canonical(answers) === canonical(edit.form);
}

export function unsavedEditStore(storage = browserStorage()): UnsavedEditStore {
  return {
    keep(draft, form) {
      const { supportingDocumentIds: _documents, ...answers } = form;
      const key = keyOf(draft ?? form);
      try {
        storage?.setItem(key, JSON.stringify({ version: draft?.version ?? 0, form: answers }));
      } catch {
        // Full: the server save still runs, as before the backup existed.
      }
    },
    clear(draft, category) {
      storage?.removeItem(keyOf(draft ?? { category }));
    },
    read(draft) {
      const text = storage?.getItem(keyOf(draft));
      if (!text) return undefined;
      try {
        const { version, form } = JSON.parse(text) as { version?: unknown; form?: unknown };
        const parsed = applicationDraftSchema.safeParse(form);
        if (typeof version !== 'number' || !parsed.success) return undefined;
        return { version, form: parsed.data };
      } catch {
        return undefined;
      }
    },
  };
}
