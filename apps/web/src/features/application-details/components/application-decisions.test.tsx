import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { ApplicationRecord, ApplicationStatus } from '@aviation-permits/domain/application';
import {
  APPLICATION_ID,
  fakePermitsService,
  shipApplication,
} from '../../../../tests/fake-permits-service';
import { renderPortal } from '../../../../tests/render-portal';
import { RESPOND_LABEL } from './application-details-page';
import { WITHDRAW_LABEL } from './withdraw-button';

// APP-72 to APP-75: the applicant's side of the authority's decisions on the details page: the
// officer's request and Respond, the decision, the history in Singapore time, and withdrawing.

const SIGNED_IN = { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' } as const;
const REQUEST = 'Please upload the vessel registration certificate.';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The permits service with an application that the withdraw call moves (or refuses, with 409). */
function serviceWith(record: ApplicationRecord, withdrawal: 'accept' | 'conflict' = 'accept') {
  const service = fakePermitsService(record);
  let current = record;
  const answer = (url: string, init: RequestInit | undefined) => {
    if (url === `${API_PATHS.applicationRetrieve}?id=${record.id}`) {
      service.answer(url, init);
      return json(current);
    }
    if (url === API_PATHS.applicationWithdraw) {
      service.answer(url, init);
      if (withdrawal === 'conflict') {
        current = { ...current, status: 'APPROVED', version: current.version + 1 };
        return json(
          {
            status: 409,
            errorCodes: ERROR_CODES.conflict,
            detail: 'This application can no longer be withdrawn.',
          },
          409,
        );
      }
      current = { ...current, status: 'WITHDRAWN', version: current.version + 1 };
      return json(current);
    }
    return service.answer(url, init);
  };
  return { answer, calls: service.calls };
}

async function openDetails(record: ApplicationRecord, withdrawal?: 'accept' | 'conflict') {
  const service = serviceWith(record, withdrawal);
  const rendered = await renderPortal({
    path: `${ROUTE_PATHS.applicationDetails}?id=${record.id}`,
    session: SIGNED_IN,
    answer: service.answer,
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, service };
}

const withdrawCalls = (service: { calls: { url: string }[] }) =>
  service.calls.filter((call) => call.url === API_PATHS.applicationWithdraw);

describe('the details page after an officer asked for more (APP-72)', { timeout: 30_000 }, () => {
  it("shows the officer's message at the top and Respond opening the edit page", async () => {
    await openDetails(shipApplication('NEED_YOUR_ACTION', { officerMessage: REQUEST }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The authority needs more from you');
    expect(alert).toHaveTextContent(REQUEST);
    expect(screen.getByRole('link', { name: RESPOND_LABEL })).toHaveAttribute(
      'href',
      `${ROUTE_PATHS.applicationDetailsEdit}?id=${APPLICATION_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the same message above the form on the edit page', async () => {
    const service = serviceWith(shipApplication('NEED_YOUR_ACTION', { officerMessage: REQUEST }));
    await renderPortal({
      path: `${ROUTE_PATHS.applicationDetailsEdit}?id=${APPLICATION_ID}`,
      session: SIGNED_IN,
      answer: service.answer,
    });

    expect(
      await screen.findByRole('heading', { name: 'The authority needs more from you' }),
    ).toBeInTheDocument();
    expect(screen.getByText(REQUEST)).toBeInTheDocument();
    expect(await screen.findByLabelText('Vessel Name')).toHaveValue('Sea Breeze');
  });

  it('shows no request while the application is a draft', async () => {
    await openDetails(shipApplication('DRAFT'));

    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText('The authority needs more from you')).not.toBeInTheDocument();
  });
});

describe('the decision on the details page (APP-73)', { timeout: 30_000 }, () => {
  const asked = {
    category: 3,
    venue: 'Changi East channel',
    vesselName: 'Sea Breeze',
    dateTimeRows: [{ startDate: '2026-12-01', endDate: '2026-12-31' }],
  } as ApplicationRecord['form'];

  it('shows the conditions and the validity, and says when it is shorter than asked', async () => {
    await openDetails(
      shipApplication('APPROVED', {
        form: asked,
        approval: {
          conditions: 'Keep clear of the runway approach.',
          validFrom: '2026-12-05',
          validTo: '2026-12-20',
        },
      }),
    );

    const decision = screen.getByRole('region', { name: 'Your application is approved' });
    expect(decision).toHaveTextContent('Valid from 5 Dec 2026 to 20 Dec 2026.');
    expect(decision).toHaveTextContent(
      'This is shorter than the period you asked for (1 Dec 2026 to 31 Dec 2026).',
    );
    expect(decision).toHaveTextContent('Keep clear of the runway approach.');
    // PRM-7: the permit issued with the approval.
    expect(within(decision).getByRole('link', { name: 'Download permit (PDF)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/permits-service/v1/permit/download?applicationId='),
    );
  });

  it('says nothing of a shorter period when the whole asked period is approved', async () => {
    await openDetails(
      shipApplication('APPROVED', {
        form: asked,
        approval: { conditions: 'None.', validFrom: '2026-12-01', validTo: '2026-12-31' },
      }),
    );

    const decision = screen.getByRole('region', { name: 'Your application is approved' });
    expect(decision).toHaveTextContent('Valid from 1 Dec 2026 to 31 Dec 2026.');
    expect(decision).not.toHaveTextContent('shorter');
  });

  it('shows the reason of a rejection', async () => {
    await openDetails(
      shipApplication('REJECTED', { rejectionReason: 'The channel is closed that month.' }),
    );

    expect(screen.getByRole('region', { name: 'Your application is rejected' })).toHaveTextContent(
      'The channel is closed that month.',
    );
  });
});

describe('the status history (APP-74)', { timeout: 30_000 }, () => {
  it("lists each move oldest first in Singapore time, with the officer's message", async () => {
    await openDetails(
      shipApplication('NEED_YOUR_ACTION', {
        officerMessage: REQUEST,
        history: [
          { fromStatus: null, toStatus: 'DRAFT', by: 'applicant', at: '2026-11-20T02:00:00.000Z' },
          {
            fromStatus: 'DRAFT',
            toStatus: 'PROCESSING',
            by: 'applicant',
            at: '2026-11-26T16:30:00.000Z',
          },
          {
            fromStatus: 'PROCESSING',
            toStatus: 'NEED_YOUR_ACTION',
            by: 'officer',
            at: '2026-11-27T02:05:00.000Z',
            reason: REQUEST,
          },
        ],
      }),
    );

    const table = within(screen.getByRole('region', { name: 'Status history' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['20 Nov 2026, 10:00 am', 'Draft', 'Applicant', ''],
      ['27 Nov 2026, 12:30 am', 'Processing', 'Applicant', ''],
      ['27 Nov 2026, 10:05 am', 'Need Your Action', 'Authority officer', REQUEST],
    ]);
  });
});

describe('withdrawing an application (APP-75)', { timeout: 30_000 }, () => {
  it.each<ApplicationStatus>(['DRAFT', 'APPROVED', 'REJECTED', 'WITHDRAWN'])(
    'offers no withdrawal in %s',
    async (status) => {
      await openDetails(shipApplication(status));

      expect(screen.queryByRole('button', { name: WITHDRAW_LABEL })).not.toBeInTheDocument();
    },
  );

  it('asks first; Escape keeps it and calls nothing, confirming sends the version and shows Withdrawn', async () => {
    const { service } = await openDetails(shipApplication('PROCESSING'));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: WITHDRAW_LABEL }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(question).toHaveTextContent('The authority will stop processing it.');
    await waitFor(() => expect(question).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawCalls(service)).toEqual([]);

    await user.click(screen.getByRole('button', { name: WITHDRAW_LABEL }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(again).getByRole('button', { name: WITHDRAW_LABEL }));

    expect(await screen.findByText('The application is Withdrawn.')).toBeInTheDocument();
    expect(withdrawCalls(service)).toEqual([
      {
        url: API_PATHS.applicationWithdraw,
        method: 'POST',
        body: { id: APPLICATION_ID, version: 4 },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: WITHDRAW_LABEL })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0);
  });

  it("shows the server's message for a refusal (409) and reloads the application", async () => {
    await openDetails(shipApplication('PROCESSING'), 'conflict');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: WITHDRAW_LABEL }));
    const question = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(question).getByRole('button', { name: WITHDRAW_LABEL }));

    expect(
      await screen.findByText('This application can no longer be withdrawn.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: WITHDRAW_LABEL })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(screen.queryByText('Something went wrong', { exact: false })).not.toBeInTheDocument();
  });
});
