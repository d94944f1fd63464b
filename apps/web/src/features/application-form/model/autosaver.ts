import type { ApplicationDraft, DraftSavedResponse } from '@aviation-permits/domain/application';

// APP-45 to APP-47, APP-63, APP-67: a draft is never lost. The first change creates it; later
// changes are saved after a pause in typing (debounced) and at once on every step change or when
// the page is hidden or left; saves run one at a time, always with the latest values and the
// version the last save returned. From the change until the server has it the draft is "saving",
// and the edit waits in the browser's backup, so a closed tab or a lost connection restores it. A
// failed save is tried again by itself. A stale version (409) stops saving until the applicant
// reloads the latest copy, so nothing is overwritten unseen.

const AUTOSAVE_DELAY_MS = 1_000;
const RETRY_DELAY_MS = 5_000;

export interface DraftRef {
  id: string;
  version: number;
}

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'retrying' }
  | { state: 'conflict' };

/** keepalive: the page is going away, so the request must outlive it. */
export interface SaveCallOptions {
  keepalive?: boolean;
}

/** No answer came (offline, a time-out): tried again, without telling the shared handler. */
export const UNREACHABLE = 'unreachable';
export type Unreachable = typeof UNREACHABLE;

export interface AutosaveCalls {
  create(
    form: ApplicationDraft,
    options: SaveCallOptions,
  ): Promise<DraftSavedResponse | Unreachable>;
  /** Resolves 'conflict' for a stale version (409); failures the server answered reject. */
  save(
    request: DraftRef & { form: ApplicationDraft },
    options: SaveCallOptions,
  ): Promise<DraftSavedResponse | 'conflict' | Unreachable>;
}

/**
 * Where an edit the server does not have yet waits (the browser's storage): by draft, or, before
 * the first save has created it, as the category's new application.
 */
export interface UnsavedEditBackup {
  /** The edit, made on this version of the draft. */
  keep(draft: DraftRef | undefined, form: ApplicationDraft): void;
  clear(draft: DraftRef | undefined, category: ApplicationDraft['category']): void;
}

export interface AutosaverOptions {
  calls: AutosaveCalls;
  /** The draft the page restored, if any. */
  initial?: DraftRef;
  delayMs?: number;
  retryDelayMs?: number;
  backup?: UnsavedEditBackup;
  /** The first save created the draft: the page puts its id in the address. */
  onCreated?(draft: DraftRef): void;
}

export interface Autosaver {
  /** A change: saved once the applicant pauses for the delay. */
  schedule(form: ApplicationDraft): void;
  /** Saves a pending change now (a step change); resolves with the draft as it then stands. */
  savePending(): Promise<DraftRef | undefined>;
  /** Saves these values now, creating the draft if there is none yet (before an upload). */
  saveNow(form: ApplicationDraft): Promise<DraftRef | undefined>;
  /**
   * The page is hidden or left: the pending change goes now, in a request that outlives it. A new
   * application's first save waits in the backup instead: created as the page goes, it would be a
   * draft the reloaded page cannot name.
   */
  flush(): Promise<DraftRef | undefined>;
  /** After "Reload latest": the copy the page now shows, and saving starts again. */
  reset(draft: DraftRef): void;
  /** A change the server does not have yet (the page warns before it is left). */
  hasUnsaved(): boolean;
  draft(): DraftRef | undefined;
  status(): SaveStatus;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createAutosaver(options: AutosaverOptions): Autosaver {
  const { calls, backup, delayMs = AUTOSAVE_DELAY_MS, retryDelayMs = RETRY_DELAY_MS } = options;
  let draft = options.initial;
  /** The latest values not yet sent. */
  let pending: ApplicationDraft | undefined;
  /** The latest values the server does not have yet: pending, or on their way. */
  let unsaved: ApplicationDraft | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();
  let status: SaveStatus = { state: 'idle' };
  const listeners = new Set<() => void>();

  function setStatus(next: SaveStatus) {
    if (next.state === status.state) return;
    status = next;
    for (const listener of listeners) listener();
  }

  function stopTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function change(form: ApplicationDraft) {
    pending = form;
    unsaved = form;
    backup?.keep(draft, form);
    setStatus({ state: 'saving' });
  }

  /** The server has `form`: done, unless a newer edit came meanwhile. */
  function saved(form: ApplicationDraft) {
    if (unsaved !== form) {
      if (unsaved) backup?.keep(draft, unsaved);
      return;
    }
    unsaved = undefined;
    backup?.clear(draft, form.category);
    setStatus({ state: 'saved' });
  }

  /** The save failed: the values are tried again shortly. */
  function retryLater(form: ApplicationDraft) {
    pending ??= form;
    setStatus({ state: 'retrying' });
    stopTimer();
    timer = setTimeout(() => void savePending(), retryDelayMs);
  }

  async function saveLatest(callOptions: SaveCallOptions): Promise<void> {
    const form = pending;
    if (form === undefined || status.state === 'conflict') return;
    pending = undefined;
    try {
      if (draft === undefined) {
        const created = await calls.create(form, callOptions);
        if (created === UNREACHABLE) {
          retryLater(form);
          return;
        }
        draft = { id: created.id, version: created.version };
        backup?.clear(undefined, form.category);
        options.onCreated?.(draft);
        saved(form);
        return;
      }
      const answer = await calls.save({ ...draft, form }, callOptions);
      if (answer === UNREACHABLE) {
        retryLater(form);
        return;
      }
      if (answer === 'conflict') {
        stopTimer();
        setStatus({ state: 'conflict' });
        return;
      }
      draft = { id: answer.id, version: answer.version };
      saved(form);
    } catch {
      // The shared handler has told the applicant what the server answered.
      retryLater(form);
    }
  }

  function save(callOptions: SaveCallOptions): Promise<DraftRef | undefined> {
    stopTimer();
    chain = chain.then(() => saveLatest(callOptions));
    return chain.then(() => (status.state === 'conflict' ? undefined : draft));
  }

  function savePending(): Promise<DraftRef | undefined> {
    return save({});
  }

  return {
    schedule(form) {
      if (status.state === 'conflict') return;
      change(form);
      stopTimer();
      timer = setTimeout(() => void savePending(), delayMs);
    },
    savePending,
    saveNow(form) {
      if (status.state !== 'conflict') change(form);
      return savePending();
    },
    flush: () =>
      pending === undefined || draft === undefined
        ? Promise.resolve(draft)
        : save({ keepalive: true }),
    reset(next) {
      stopTimer();
      draft = next;
      pending = undefined;
      unsaved = undefined;
      setStatus({ state: 'idle' });
    },
    hasUnsaved: () => unsaved !== undefined,
    draft: () => draft,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopTimer,
  };
}
