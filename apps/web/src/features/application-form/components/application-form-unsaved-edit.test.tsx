import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ApplicationDraft } from '@aviation-permits/domain/application';
import { unsavedEditStore } from '../model/unsaved-edit-store';
import { ACCOUNT, draftCalls, ID, renderForm } from '../../../../tests/application-form-harness';
import { RESTORE_EDIT_LABEL, UNSAVED_EDIT_MESSAGES } from './unsaved-edit-notice';

// APP-67: an edit the server never had waits in this browser, by account and application, and
// comes back on return: saved with the version it was made on, or offered when the server's copy
// moved on since.

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe('APP-67: an edit the server never had, kept in this browser', { timeout: 30_000 }, () => {
  const store = unsavedEditStore(ACCOUNT);
  const keep = (version: number, venue: string) =>
    store.keep({ id: ID, version }, { category: 3, venue } as ApplicationDraft);
  const kept = () => store.read({ id: ID });
  afterEach(() => localStorage.clear());

  it('is restored on return and saved with the version it was made on', async () => {
    keep(3, 'Typed before the laptop closed');
    const { server } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
      version: 3,
      venue: 'Saved earlier',
    });

    expect(await screen.findByLabelText('Venue')).toHaveValue('Typed before the laptop closed');
    expect(screen.getByText(UNSAVED_EDIT_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(draftCalls(server).at(-1)).toMatchObject({
          method: 'PUT',
          body: { id: ID, version: 3, form: { venue: 'Typed before the laptop closed' } },
        }),
      { timeout: 3_000 },
    );
    await waitFor(() => expect(kept()).toBeUndefined());
  });

  it('is never given to another account signed in on the same browser', async () => {
    keep(3, 'Typed by a colleague');
    renderForm(
      `/apply/permit?category=3&id=${ID}`,
      undefined,
      { version: 3, venue: 'Saved earlier' },
      'other.member@example.com',
    );

    expect(await screen.findByLabelText('Venue')).toHaveValue('Saved earlier');
    expect(screen.queryByText(UNSAVED_EDIT_MESSAGES.restored)).not.toBeInTheDocument();
  });

  it('of a new application, typed before its first save, comes back and creates the draft', async () => {
    store.keep(undefined, {
      category: 3,
      venue: 'Typed, then reloaded at once',
    } as ApplicationDraft);
    const { server, router } = renderForm();

    expect(await screen.findByLabelText('Venue')).toHaveValue('Typed, then reloaded at once');
    expect(screen.getByText(UNSAVED_EDIT_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain(`id=${ID}`), {
      timeout: 3_000,
    });
    expect(draftCalls(server)[0]).toMatchObject({
      method: 'POST',
      body: { form: { venue: 'Typed, then reloaded at once' } },
    });
    expect(store.read({ category: 3 })).toBeUndefined();
  });

  it('is dropped without a word when the server already has it (sent as the page was left)', async () => {
    keep(3, 'Sent on the way out');
    const { server } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
      version: 4,
      venue: 'Sent on the way out',
    });

    expect(await screen.findByLabelText('Venue')).toHaveValue('Sent on the way out');
    expect(screen.queryByText(UNSAVED_EDIT_MESSAGES.movedOn)).not.toBeInTheDocument();
    expect(kept()).toBeUndefined();
    expect(draftCalls(server)).toHaveLength(0);
  });

  it('is not laid over a copy changed elsewhere since: the applicant is told and chooses', async () => {
    keep(3, 'Typed here');
    const { server, user } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
      version: 5,
      venue: 'Changed in another tab',
    });

    const venue = await screen.findByLabelText('Venue');
    expect(venue).toHaveValue('Changed in another tab');
    expect(screen.getByRole('alert')).toHaveTextContent(UNSAVED_EDIT_MESSAGES.movedOn);
    expect(draftCalls(server)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: RESTORE_EDIT_LABEL }));

    expect(screen.getByLabelText('Venue')).toHaveValue('Typed here');
    await waitFor(
      () =>
        expect(draftCalls(server).at(-1)).toMatchObject({
          method: 'PUT',
          body: { id: ID, version: 5, form: { venue: 'Typed here' } },
        }),
      { timeout: 3_000 },
    );
  });
});
