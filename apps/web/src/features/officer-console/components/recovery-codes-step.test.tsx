import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecoveryCodesStep } from './recovery-codes-step';

// OFF-4, APP-90: the recovery codes are shown once, and the console opens only once the officer
// ticks the kit's checkbox, whose message is read with the box.

const CODES = ['aaaa-bbbb', 'cccc-dddd'];

describe('the recovery codes step', () => {
  it('refuses to go on until the box is ticked, the message tied to the box', async () => {
    const onContinue = vi.fn();
    render(<RecoveryCodesStep recoveryCodes={CODES} onContinue={onContinue} />);
    const box = screen.getByRole('checkbox', { name: 'I have saved my recovery codes' });
    expect(box).toBeValid();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));

    expect(onContinue).not.toHaveBeenCalled();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Save your recovery codes, then tick the box.');

    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));

    expect(onContinue).toHaveBeenCalledOnce();
  });
});
