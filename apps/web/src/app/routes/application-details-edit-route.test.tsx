import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, ERROR_PAGE_TEXTS } from '@aviation-permits/domain/messages';
import type { ApplicationStatus } from '@aviation-permits/domain/application';
import {
  APPLICATION_ID,
  fakePermitsService,
  shipApplication,
} from '../../../tests/fake-permits-service';
import { renderPortal } from '../../../tests/render-portal';
import { APPLICATION_DETAILS_HEADING } from './application-details-route';
import { EDIT_APPLICATION_HEADING } from './application-details-edit-route';

// ROUTE-14: /application/details/edit?id= opens the application in the form while the applicant
// may still change it (a draft, or one sent back as Need Your Action), and otherwise says it cannot
// be edited and leads back to its details; an application it cannot see is not found (ERR-15).

async function openEdit(status: ApplicationStatus) {
  const service = fakePermitsService(shipApplication(status));
  const rendered = await renderPortal({
    path: `/application/details/edit?id=${APPLICATION_ID}`,
    session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    answer: service.answer,
  });
  await screen.findByRole('heading', { level: 1, name: EDIT_APPLICATION_HEADING });
  return rendered;
}

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe('the edit page of an application', { timeout: 30_000 }, () => {
  it.each<[string, ApplicationStatus]>([
    ['Draft', 'DRAFT'],
    ['Need Your Action', 'NEED_YOUR_ACTION'],
  ])(
    'opens an application in %s in the form with its saved answers, to change',
    async (_label, status) => {
      await openEdit(status);

      const vesselName = await screen.findByLabelText('Vessel Name');
      expect(vesselName).toHaveValue('Sea Breeze');
      expect(vesselName).toBeEnabled();
      expect(screen.getByLabelText('Venue')).toHaveValue('Changi East channel');
      expect(screen.queryByText(/cannot be edited/)).not.toBeInTheDocument();
    },
  );

  it('says a Processing application cannot be edited, offers no form and leads to its details', async () => {
    const { app } = await openEdit('PROCESSING');

    expect(
      await screen.findByText('This application cannot be edited in its current status.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Vessel Name')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'View the application' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: APPLICATION_DETAILS_HEADING }),
    ).toBeInTheDocument();
    expect(app.router().state.location.search).toBe(`?id=${APPLICATION_ID}`);
  });

  it('ERR-15: shows the not-found page with "Record not found" for an application it cannot see', async () => {
    // The service knows only APPLICATION_ID: any other id answers 404, as another's does (APP-55).
    const service = fakePermitsService(shipApplication('DRAFT'));
    await renderPortal({
      path: '/application/details/edit?id=0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
      answer: service.answer,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_PAGE_TEXTS.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(ERROR_MESSAGES.recordNotFound)).toBeInTheDocument();
    expect(screen.queryByLabelText('Vessel Name')).not.toBeInTheDocument();
  });
});
