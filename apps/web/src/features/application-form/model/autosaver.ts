import type { ApplicationDraft, DraftSavedResponse } from '@aviation-permits/domain';

// APP-45 to APP-47: a draft is never lost. The first change creates it; later changes are saved
// after a pause in typing (debounced) and at once on every step change; saves run one at a time,
// always with the latest values and the version the last save returned. A stale version (409)
// stops saving until the applicant reloads the latest copy, so nothing is overwritten unseen.

const AUTOSAVE_DELAY_MS = 1_000;

export interface DraftRef {
  id: string;
  version: number;
}

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'conflict' }
  | { state: 'failed' };

export interface AutosaveCalls {
  create(form: ApplicationDraft): Promise<DraftSavedResponse>;
  /** Resolves 'conflict' for a stale version (409); other failures reject. */
  save(request: DraftRef & { form: ApplicationDraft }): Promise<DraftSavedResponse | 'conflict'>;
}

export interface AutosaverOptions {
  calls: AutosaveCalls;
  /** The draft the page restored, if any. */
  initial?: DraftRef;
  delayMs?: number;
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
  /** After "Reload latest": the copy the page now shows, and saving starts again. */
  reset(draft: DraftRef): void;
  draft(): DraftRef | undefined;
  status(): SaveStatus;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createAutosaver(options: AutosaverOptions): Autosaver {
  const { calls, delayMs = AUTOSAVE_DELAY_MS } = options;
  let draft = options.initial;
  let pending: ApplicationDraft | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();
  let status: SaveStatus = { state: 'idle' };
  const listeners = new Set<() => void>();

  function setStatus(next: SaveStatus) {
    status = next;
    for (const listener of listeners) listener();
  }

  function stopTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function saveLatest(): Promise<void> {
    const form = pending;
    if (form === undefined || status.state === 'conflict') return;
    pending = undefined;
    setStatus({ state: 'saving' });
    try {
      if (draft === undefined) {
        const created = await calls.create(form);
        draft = { id: created.id, version: created.version };
        options.onCreated?.(draft);
        setStatus({ state: 'saved', at: created.updatedAt });
        return;
      }
      const answer = await calls.save({ ...draft, form });
      if (answer === 'conflict') {
        setStatus({ state: 'conflict' });
        return;
      }
      draft = { id: answer.id, version: answer.version };
      setStatus({ state: 'saved', at: answer.updatedAt });
    } catch {
      // The shared handler has told the applicant; the values wait for the next change.
      pending ??= form;
      setStatus({ state: 'failed' });
    }
  }

  function savePending(): Promise<DraftRef | undefined> {
    stopTimer();
    chain = chain.then(saveLatest);
    return chain.then(() => (status.state === 'conflict' ? undefined : draft));
  }

  return {
    schedule(form) {
      if (status.state === 'conflict') return;
      pending = form;
      stopTimer();
      timer = setTimeout(() => void savePending(), delayMs);
    },
    savePending,
    saveNow(form) {
      if (status.state !== 'conflict') pending = form;
      return savePending();
    },
    reset(next) {
      stopTimer();
      draft = next;
      pending = undefined;
      setStatus({ state: 'idle' });
    },
    draft: () => draft,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopTimer,
  };
}
