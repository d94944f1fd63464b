import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCreateDraft, useSaveDraft } from '../api/draft-calls';
import {
  createAutosaver,
  type Autosaver,
  type DraftRef,
  type SaveStatus,
} from '../model/autosaver';
import type { UnsavedEditBackup } from '../model/autosaver';

/**
 * The page's autosaver on the pipeline's draft calls, and its status for the status line. While an
 * edit is unsaved, leaving the page asks first; hiding or leaving it sends the edit at once in a
 * request that outlives the page (APP-67).
 */
export function useAutosave(
  initial: DraftRef | undefined,
  onCreated: (draft: DraftRef) => void,
  backup: UnsavedEditBackup,
): { autosaver: Autosaver; status: SaveStatus } {
  const create = useCreateDraft();
  const save = useSaveDraft();
  const [autosaver] = useState(() =>
    createAutosaver({
      calls: {
        create: (form, options) => create.mutateAsync({ form, ...options }),
        save: (request, options) => save.mutateAsync({ request, ...options }),
      },
      initial,
      backup,
      onCreated: (draft) => onCreated(draft),
    }),
  );
  const status = useSyncExternalStore(autosaver.subscribe, autosaver.status);

  useEffect(() => {
    const flush = () => void autosaver.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', flush);
      autosaver.dispose();
    };
  }, [autosaver]);

  // Only while something is unsaved: a beforeunload listener keeps the page out of the back-forward
  // cache.
  const unsaved = status.state === 'saving' || status.state === 'retrying';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (autosaver.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosaver, unsaved]);

  return { autosaver, status };
}
