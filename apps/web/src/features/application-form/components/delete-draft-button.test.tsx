import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import {
  APPLICATION_ID,
  fakePermitsService,
  shipApplication,
} from '../../../../tests/fake-permits-service';
import { renderPortal } from '../../../../tests/render-portal';
import { DELETE_DRAFT_LABEL } from './delete-draft-button';

// APP-48: a draft is deleted only through application/remove, and only once the applicant has
// confirmed; keeping it calls nothing.

const removeCalls = (service: ReturnType<typeof fakePermitsService>) =>
  service.calls.filter((call) => call.url === API_PATHS.applicationRemove);

describe('deleting a draft from its form', { timeout: 30_000 }, () => {
  it('asks first; Keep the draft calls nothing, Delete removes it and opens the dashboard with a message', async () => {
    const service = fakePermitsService(shipApplication('DRAFT'));
    const { app } = await renderPortal({
      path: `/application/details/edit?id=${APPLICATION_ID}`,
      session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
      answer: service.answer,
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: DELETE_DRAFT_LABEL }));
    const question = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(question).toHaveTextContent('This cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Keep the draft' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removeCalls(service)).toEqual([]);
    expect(screen.getByLabelText('Vessel Name')).toHaveValue('Sea Breeze');

    await user.click(screen.getByRole('button', { name: DELETE_DRAFT_LABEL }));
    const again = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(again).getByRole('button', { name: DELETE_DRAFT_LABEL }));

    expect(await screen.findByText('The draft was deleted.')).toBeInTheDocument();
    expect(removeCalls(service)).toEqual([
      {
        url: API_PATHS.applicationRemove,
        method: 'POST',
        body: { id: APPLICATION_ID, version: 4 },
      },
    ]);
    await waitFor(() => expect(app.router().state.location.pathname).toBe(ROUTE_PATHS.dashboard));
  });
});
