import { useState } from 'react';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import type { ScreenshotAttachment } from './portal-map-props';

// MAP-15, MAP-16: the visible, keyboard-reachable ways to take the licence-map screenshot: save it,
// and (where the page can) attach it to the application as a supporting document. Progress,
// success and failure are said in a status line beside the buttons (no toast), so a failed capture
// or upload never leaves the applicant waiting; both buttons wait while either runs.

export const SCREENSHOT_FAILED_MESSAGE = 'The map screenshot could not be made. Please try again.';
export const SAVE_SCREENSHOT_LABEL = 'Save map screenshot';
export const ATTACH_SCREENSHOT_LABEL = 'Attach to application';

interface ScreenshotButtonProps {
  fileName: string;
  take(): Promise<Blob>;
  save(image: Blob, fileName: string): void;
  attach?: ScreenshotAttachment;
}

type Phase =
  | { name: 'idle' }
  | { name: 'taking' }
  | { name: 'saved' }
  | { name: 'attaching'; fraction: number }
  | { name: 'attached' }
  | { name: 'failed'; message: string };

export function ScreenshotButton({ fileName, take, save, attach }: ScreenshotButtonProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });

  async function capture(): Promise<Blob | undefined> {
    setPhase({ name: 'taking' });
    try {
      return await take();
    } catch {
      setPhase({ name: 'failed', message: SCREENSHOT_FAILED_MESSAGE });
      return undefined;
    }
  }

  async function saveScreenshot() {
    const image = await capture();
    if (!image) return;
    save(image, fileName);
    setPhase({ name: 'saved' });
  }

  async function attachScreenshot(to: ScreenshotAttachment) {
    const image = await capture();
    if (!image) return;
    setPhase({ name: 'attaching', fraction: 0 });
    try {
      const outcome = await to.send(image, (fraction) => setPhase({ name: 'attaching', fraction }));
      setPhase(outcome.ok ? { name: 'attached' } : { name: 'failed', message: outcome.message });
    } catch {
      setPhase({ name: 'failed', message: FILE_MESSAGES.uploadFailed });
    }
  }

  const working = phase.name === 'taking' || phase.name === 'attaching';
  const status = {
    idle: '',
    taking: 'Taking the screenshot…',
    saved: `Screenshot saved as ${fileName}.`,
    attaching: 'Attaching the screenshot…',
    attached: `Screenshot attached to the application's supporting documents as ${fileName}.`,
    failed: phase.name === 'failed' ? phase.message : '',
  }[phase.name];
  const percent = phase.name === 'attaching' ? Math.round(phase.fraction * 100) : 0;
  return (
    <div className="portal-map__screenshot">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={working}
        onClick={() => void saveScreenshot()}
      >
        {SAVE_SCREENSHOT_LABEL}
      </button>
      {attach && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={working}
          onClick={() => void attachScreenshot(attach)}
        >
          {ATTACH_SCREENSHOT_LABEL}
        </button>
      )}
      {phase.name === 'attaching' && (
        <div
          className="progress portal-map__screenshot-progress"
          role="progressbar"
          aria-label="Screenshot upload progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      <span role="status" className={phase.name === 'failed' ? 'text-danger' : 'form-text'}>
        {status}
      </span>
    </div>
  );
}
