export const RESTORE_EDIT_LABEL = 'Restore my unsaved changes';
const KEEP_SAVED_COPY_LABEL = 'Keep the saved copy';

export const UNSAVED_EDIT_MESSAGES = {
  restored: 'Changes that had not been saved when you left were restored from this browser.',
  movedOn:
    'Changes you made in this browser were not saved, and this draft has been changed elsewhere since. The saved copy is shown.',
} as const;

export type UnsavedEditOutcome = 'restored' | 'movedOn';

/**
 * APP-67: what became of an edit the browser kept. Restored onto the same version it was made on,
 * or set aside because the server's copy moved on: restoring it then replaces that copy, so it is
 * the applicant's choice, never done silently.
 */
export function UnsavedEditNotice(props: {
  outcome: UnsavedEditOutcome;
  onRestore(): void;
  onDiscard(): void;
}) {
  if (props.outcome === 'restored') {
    return (
      <div className="alert alert-info" role="status">
        {UNSAVED_EDIT_MESSAGES.restored}
      </div>
    );
  }
  return (
    <div className="alert alert-warning" role="alert">
      <p>{UNSAVED_EDIT_MESSAGES.movedOn}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={props.onRestore}>
          {RESTORE_EDIT_LABEL}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={props.onDiscard}
        >
          {KEEP_SAVED_COPY_LABEL}
        </button>
      </div>
    </div>
  );
}
