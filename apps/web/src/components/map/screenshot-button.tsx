import { useState } from 'react';

// MAP-15, MAP-16: the visible, keyboard-reachable way to take the licence-map screenshot. Success
// and failure are said in a status line beside it (no toast), so a failed capture never leaves the
// applicant waiting.

export const SCREENSHOT_FAILED_MESSAGE = 'The map screenshot could not be made. Please try again.';

interface ScreenshotButtonProps {
  fileName: string;
  take(): Promise<Blob>;
  save(image: Blob, fileName: string): void;
  onScreenshot?: (image: Blob) => void;
}

type Phase = 'idle' | 'working' | 'saved' | 'failed';

export function ScreenshotButton({ fileName, take, save, onScreenshot }: ScreenshotButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');

  async function capture() {
    setPhase('working');
    try {
      const image = await take();
      save(image, fileName);
      onScreenshot?.(image);
      setPhase('saved');
    } catch {
      setPhase('failed');
    }
  }

  const status = {
    idle: '',
    working: 'Taking the screenshot…',
    saved: `Screenshot saved as ${fileName}.`,
    failed: SCREENSHOT_FAILED_MESSAGE,
  }[phase];
  return (
    <div className="portal-map__screenshot">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={phase === 'working'}
        onClick={() => void capture()}
      >
        Save map screenshot
      </button>
      <span role="status" className={phase === 'failed' ? 'text-danger' : 'form-text'}>
        {status}
      </span>
    </div>
  );
}
