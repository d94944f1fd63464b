import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { draftCalls, ID, renderForm } from '../../../../tests/application-form-harness';
import { RELOAD_LATEST_LABEL, SAVE_STATUS_TEXT } from './save-status';

// Saving the draft (APP-45, APP-63): created at the first change, saved after a pause, and the
// status line only ever as true as it is, offline and when another window saved first.

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe('the application form’s draft saving', { timeout: 30_000 }, () => {
  it('creates the draft after the first change, names it in the address and says truly whether it is saved (APP-63)', async () => {
    const { server, router, user } = renderForm();

    await user.type(await screen.findByLabelText('Venue'), 'Changi Naval Base');
    // Typed, not yet sent: never "saved" while the server does not have it.
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_STATUS_TEXT.saving);

    await waitFor(() => expect(router.state.location.search).toContain(`id=${ID}`), {
      timeout: 3_000,
    });
    const [create] = draftCalls(server);
    expect(create).toMatchObject({
      method: 'POST',
      body: { form: { category: 3, venue: 'Changi Naval Base' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_STATUS_TEXT.saved);
  });

  it('APP-63: offline, says "Not saved — retrying" and keeps trying without a toast at every attempt', async () => {
    const { server, user } = renderForm();
    server.offline = true;

    await user.type(await screen.findByLabelText('Venue'), 'Tuas');

    expect(
      await screen.findByText(SAVE_STATUS_TEXT.retrying, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(server.handled).toEqual([]);
  });

  it('APP-63: with the browser itself offline, the save is still tried and says "Not saved — retrying", never "Saving…" for ever', async () => {
    const { server, user } = renderForm();
    const venue = await screen.findByLabelText('Venue');
    // The connection is lost once the form is open, as it is for a person on the move.
    onlineManager.setOnline(false);
    try {
      server.offline = true;

      await user.type(venue, 'Tuas');

      expect(
        await screen.findByText(SAVE_STATUS_TEXT.retrying, {}, { timeout: 3_000 }),
      ).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows the stale-version message with "Reload latest" instead of overwriting (409)', async () => {
    const { server, user } = renderForm();
    await user.type(await screen.findByLabelText('Venue'), 'Tuas');
    await waitFor(() => expect(draftCalls(server)).toHaveLength(1), { timeout: 3_000 });

    server.staleNextSave = true;
    await user.type(screen.getByLabelText('Purpose'), 'Crossing');

    expect(
      await screen.findByText(APPLICATION_MESSAGES.staleDraft, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RELOAD_LATEST_LABEL })).toBeInTheDocument();
    expect(screen.getByLabelText('Purpose')).toBeDisabled();
  });
});
