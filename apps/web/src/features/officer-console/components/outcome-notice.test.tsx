import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useOutcomeNotice } from './outcome-notice';

/** Where the list hands the test its announce, to be called as a mutation's callback calls it. */
const announcer: { announce: (text: string) => void } = { announce: () => undefined };
const announceOutcome = (text: string) => announcer.announce(text);

function ConsoleList() {
  const { announce, notice } = useOutcomeNotice();
  useEffect(() => {
    announcer.announce = announce;
  });
  return (
    <>
      {notice}
      <button type="button">Send again</button>
    </>
  );
}

describe('the console’s outcome notice (OFF-36)', () => {
  it('takes the focus in the same commit that shows it, however late the answer came', () => {
    render(<ConsoleList />);
    screen.getByRole('button').focus();

    // As a mutation's success callback does, outside any event React is handling.
    act(() => announceOutcome('The message has been queued again.'));

    expect(screen.getByRole('status')).toHaveTextContent('The message has been queued again.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('takes the focus again when the same words are announced a second time', () => {
    render(<ConsoleList />);
    act(() => announceOutcome('Saved.'));
    screen.getByRole('button').focus();

    act(() => announceOutcome('Saved.'));

    expect(screen.getByRole('status')).toHaveFocus();
  });
});
