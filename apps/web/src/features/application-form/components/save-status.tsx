import { APPLICATION_MESSAGES } from '@aviation-permits/domain';
import type { SaveStatus } from '../model/autosaver';

export const RELOAD_LATEST_LABEL = 'Reload latest';

/** "hh:mm" in the browser's time zone. */
function clockTime(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function saveStatusText(status: SaveStatus): string {
  switch (status.state) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving...';
    case 'saved':
      return `Saved at ${clockTime(status.at)}`;
    case 'failed':
      return 'Not saved yet: your changes will be saved with the next change.';
    case 'conflict':
      return APPLICATION_MESSAGES.staleDraft;
  }
}

/** The draft's save state, announced politely (APP-45); a stale version offers the reload. */
export function SaveStatusLine({ status, onReload }: { status: SaveStatus; onReload(): void }) {
  return (
    <div className="d-flex align-items-center gap-2 mb-3 application-save-status">
      <p
        role="status"
        className={`mb-0${status.state === 'conflict' ? ' text-danger' : ' text-muted'}`}
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
