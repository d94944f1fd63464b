import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import type { SaveStatus } from '../model/autosaver';

export const RELOAD_LATEST_LABEL = 'Reload latest';

export const SAVE_STATUS_TEXT = {
  saving: 'Saving…',
  saved: 'All changes saved',
  retrying: 'Not saved — retrying',
} as const;

function saveStatusText(status: SaveStatus): string {
  switch (status.state) {
    case 'idle':
      return '';
    case 'conflict':
      return APPLICATION_MESSAGES.staleDraft;
    default:
      return SAVE_STATUS_TEXT[status.state];
  }
}

/**
 * The draft's save state, announced politely and only ever as true as it is (APP-63): "Saving…"
 * from a change until the server has it; a stale version offers the reload.
 */
export function SaveStatusLine({ status, onReload }: { status: SaveStatus; onReload(): void }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-3 application-save-status">
      <p
        role="status"
        className={`mb-0${status.state === 'conflict' || status.state === 'retrying' ? ' text-danger' : ' text-muted'}`}
      >
        {saveStatusText(status)}
      </p>
      {status.state === 'conflict' && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onReload}>
          {RELOAD_LATEST_LABEL}
        </button>
      )}
    </div>
  );
}
