import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { licenceMapScreenshotFileName } from '@aviation-permits/domain/constants';
import type { ScreenshotAttachOutcome } from './portal-map-props';
import {
  ATTACH_SCREENSHOT_LABEL,
  SAVE_SCREENSHOT_LABEL,
  SCREENSHOT_FAILED_MESSAGE,
  ScreenshotButton,
} from './screenshot-button';

const FILE_NAME = `${licenceMapScreenshotFileName('AviationPermits')}.png`;
const IMAGE = new Blob(['png'], { type: 'image/png' });

describe('licence map screenshot button (MAP-15, CONST-18)', () => {
  it('saves the image under the licence-map file name', async () => {
    const save = vi.fn();
    render(<ScreenshotButton fileName={FILE_NAME} take={async () => IMAGE} save={save} />);

    await userEvent.click(screen.getByRole('button', { name: SAVE_SCREENSHOT_LABEL }));

    expect(save).toHaveBeenCalledWith(IMAGE, 'AviationPermits_Licence_Map_Screenshot.png');
    expect(screen.getByRole('status')).toHaveTextContent(`Screenshot saved as ${FILE_NAME}.`);
    expect(screen.queryByRole('button', { name: ATTACH_SCREENSHOT_LABEL })).toBeNull();
  });

  it('says so when the capture fails, and can be tried again', async () => {
    const take = vi.fn().mockRejectedValue(new Error('timed out'));
    const save = vi.fn();
    render(<ScreenshotButton fileName={FILE_NAME} take={take} save={save} />);

    const button = screen.getByRole('button', { name: SAVE_SCREENSHOT_LABEL });
    await userEvent.click(button);

    expect(screen.getByRole('status')).toHaveTextContent(SCREENSHOT_FAILED_MESSAGE);
    expect(save).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});

describe('attaching the screenshot to the application (MAP-16)', () => {
  function renderAttach(
    send: (image: Blob, onProgress: (fraction: number) => void) => Promise<ScreenshotAttachOutcome>,
  ) {
    const save = vi.fn();
    render(
      <ScreenshotButton
        fileName={FILE_NAME}
        take={async () => IMAGE}
        save={save}
        attach={{ send }}
      />,
    );
    return { save };
  }

  it('sends the image with progress, both buttons waiting, then says where it went', async () => {
    let finish: (outcome: ScreenshotAttachOutcome) => void = () => undefined;
    const send = vi.fn((_image: Blob, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise<ScreenshotAttachOutcome>((resolve) => {
        finish = resolve;
      });
    });
    const { save } = renderAttach(send);

    await userEvent.click(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL }));

    expect(send).toHaveBeenCalledWith(IMAGE, expect.any(Function));
    expect(screen.getByRole('progressbar', { name: 'Screenshot upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL })).toBeDisabled();
    expect(screen.getByRole('button', { name: SAVE_SCREENSHOT_LABEL })).toBeDisabled();

    finish({ ok: true });

    expect(
      await screen.findByText(
        `Screenshot attached to the application's supporting documents as ${FILE_NAME}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL })).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the page's refusal, and can be tried again", async () => {
    renderAttach(async () => ({ ok: false, message: FILE_MESSAGES.maxApplicationFiles }));

    await userEvent.click(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL }));

    expect(screen.getByRole('status')).toHaveTextContent(FILE_MESSAGES.maxApplicationFiles);
    expect(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL })).toBeEnabled();
  });

  it('an upload that breaks down shows the upload failure list', async () => {
    renderAttach(() => Promise.reject(new Error('network')));

    await userEvent.click(screen.getByRole('button', { name: ATTACH_SCREENSHOT_LABEL }));

    expect(screen.getByRole('status')).toHaveTextContent(FILE_MESSAGES.uploadFailed);
  });
});
