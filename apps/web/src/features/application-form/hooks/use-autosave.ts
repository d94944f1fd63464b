import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCreateDraft, useSaveDraft } from '../api/draft-calls';
import {
  createAutosaver,
  type Autosaver,
  type DraftRef,
  type SaveStatus,
} from '../model/autosaver';

/** The page's autosaver on the pipeline's draft calls, and its status for the status line. */
export function useAutosave(
  initial: DraftRef | undefined,
  onCreated: (draft: DraftRef) => void,
): { autosaver: Autosaver; status: SaveStatus } {
  const create = useCreateDraft();
  const save = useSaveDraft();
  const [autosaver] = useState(() =>
    createAutosaver({
      calls: {
        create: (form) => create.mutateAsync(form),
        save: (request) => save.mutateAsync(request),
      },
      initial,
      onCreated: (draft) => onCreated(draft),
    }),
  );
  useEffect(() => () => autosaver.dispose(), [autosaver]);
  const status = useSyncExternalStore(autosaver.subscribe, autosaver.status);
  return { autosaver, status };
}
