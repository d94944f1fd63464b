import { applicationDraftSchema } from '@aviation-permits/domain/application';
import type { ApplicationDraft } from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import {
  UNSAVED_DRAFT_KEY_PREFIX,
  browserStorage,
} from '@/lib/unsaved-drafts/unsaved-drafts-storage';
import type { UnsavedEditBackup } from './autosaver';

// APP-67: an edit the server does not have yet waits in the browser's storage, by account and
// application, until it is saved, so a crash, a closed laptop or a lost connection does not lose
// it, and another account signed in on the same browser (a colleague of the same entity, who may
// open the same draft) is never given it. The account is a digest of the signed-in e-mail, so the
// key names no one. Only the answers are kept: the documents are the server's (uploaded at once),
// so not even their ids. Signing out forgets them all (lib/unsaved-drafts).

export interface UnsavedEdit {
  /** The draft's version the edit was made on: the server's copy may have moved on since. */
  version: number;
  form: ApplicationDraft;
}

export interface UnsavedEditStore extends UnsavedEditBackup {
  /** The kept edit of a draft, or (no id yet) of the category's new application. */
  read(draft: { id: string } | { category: CategoryId }): UnsavedEdit | undefined;
}

/** FNV-1a, 32 bits: keeps accounts apart in the key without writing the address there. */
function accountDigest(account: string): string {
  let hash = 0x811c9dc5;
  for (const char of account.toLowerCase()) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
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

/** The kept edits of the signed-in account (its e-mail address). */
export function unsavedEditStore(account: string, storage = browserStorage()): UnsavedEditStore {
  const prefix = `${UNSAVED_DRAFT_KEY_PREFIX}${accountDigest(account)}:`;
  /** A draft by its id; a new application, until its first save creates it, by its category. */
  const keyOf = (draft: { id: string } | { category: CategoryId }) =>
    prefix + ('id' in draft ? draft.id : `new-${draft.category}`);
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
