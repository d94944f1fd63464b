import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { licenceMapScreenshotFileName } from '@aviation-permits/domain';
import { SCREENSHOT_FAILED_MESSAGE, ScreenshotButton } from './screenshot-button';

const FILE_NAME = `${licenceMapScreenshotFileName('AviationPermits')}.png`;

describe('licence map screenshot button (MAP-15, MAP-16, CONST-18)', () => {
  it('saves the image under the licence-map file name and hands it to the page', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const save = vi.fn();
    const onScreenshot = vi.fn();
    render(
      <ScreenshotButton
        fileName={FILE_NAME}
        take={async () => image}
        save={save}
        onScreenshot={onScreenshot}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save map screenshot' }));

    expect(save).toHaveBeenCalledWith(image, 'AviationPermits_Licence_Map_Screenshot.png');
    expect(onScreenshot).toHaveBeenCalledWith(image);
    expect(screen.getByRole('status')).toHaveTextContent(`Screenshot saved as ${FILE_NAME}.`);
  });

  it('says so when the capture fails, and can be tried again', async () => {
    const take = vi.fn().mockRejectedValue(new Error('timed out'));
    const save = vi.fn();
    render(<ScreenshotButton fileName={FILE_NAME} take={take} save={save} />);

    const button = screen.getByRole('button', { name: 'Save map screenshot' });
    await userEvent.click(button);

    expect(screen.getByRole('status')).toHaveTextContent(SCREENSHOT_FAILED_MESSAGE);
    expect(save).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});
