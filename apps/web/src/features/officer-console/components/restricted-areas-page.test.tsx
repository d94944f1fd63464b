import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerRestrictedAreas, OfficerRole } from '@aviation-permits/domain/officer';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import { TEST_CONFIG } from '../../../../tests/render-portal';
import { fakeOfficerService, refusal } from './published-data-test-api';
import { RestrictedAreasPage } from './restricted-areas-page';

const LIST = `GET ${PUBLISHED_DATA_API_PATHS.restrictedAreas}`;
const PUBLISH = `POST ${PUBLISHED_DATA_API_PATHS.restrictedAreas}`;
const AREA_ID = '0b6f3f3e-9d1c-4a57-8f0e-2c1d3e4f5a6b';

const LISTED: OfficerRestrictedAreas = {
  published: [
    {
      id: AREA_ID,
      name: 'National Day Parade rehearsal',
      area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
      floorFt: 0,
      ceilingFt: 2500,
      from: '2027-01-03',
      to: '2027-01-05',
      state: 'upcoming',
      publishedAt: '2026-11-27T02:05:00.000Z',
      publishedBy: 'Chief',
      withdrawnAt: null,
      withdrawnBy: null,
      withdrawalReason: null,
    },
  ],
  configured: [
    {
      id: 'air-show',
      name: 'Air show',
      area: {
        kind: 'polygon',
        ring: [
          { lat: 1.3, lng: 103.9 },
          { lat: 1.31, lng: 103.9 },
          { lat: 1.31, lng: 103.91 },
        ],
      },
      floorFt: 0,
      ceilingFt: 5000,
      periods: [{ from: '2027-02-16', to: '2027-02-16' }],
    },
  ],
};

function renderPage(role: OfficerRole, answers: Parameters<typeof fakeOfficerService>[1]) {
  const service = fakeOfficerService(role, answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <PortalConfigProvider config={TEST_CONFIG}>
      <ApiClientProvider client={service.api}>
        <QueryClientProvider client={queryClient}>
          <RestrictedAreasPage />
        </QueryClientProvider>
      </ApiClientProvider>
    </PortalConfigProvider>,
  );
  return service;
}

function geoJsonFile(json: unknown): File {
  return new File([JSON.stringify(json)], 'area.geojson', { type: 'application/geo+json' });
}

describe('/officer/restricted-areas (OFF-30 to OFF-32, OFF-36)', () => {
  it('lists the published areas with their days and state, and the configured ones read-only', async () => {
    renderPage('officer', { [LIST]: () => LISTED });
    const [published, configured] = await screen.findAllByRole('table');
    const row = within(published!).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('National Day Parade rehearsal');
    expect(row).toHaveTextContent('3 Jan 2027 to 5 Jan 2027');
    expect(row).toHaveTextContent('0 ft to 2500 ft');
    expect(row).toHaveTextContent('Upcoming');
    expect(row).toHaveTextContent('27 Nov 2026, 10:05 am by Chief');
    expect(configured).toHaveTextContent('Air show');
    expect(configured).toHaveTextContent('16 Feb 2027');
    // An officer who is not a supervisor reads, and is offered no change.
    expect(screen.queryByRole('button', { name: 'Publish a restricted area' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('says when nothing is published or configured', async () => {
    renderPage('supervisor', { [LIST]: () => ({ published: [], configured: [] }) });
    expect(
      await screen.findByText('No temporary restricted area has been published in the console.'),
    ).toBeVisible();
    expect(screen.getByText(/TEMPORARY_RESTRICTED_AREAS_FILE lists no area/)).toBeVisible();
  });

  it('gives the focus back to "Publish a restricted area" when the form is cancelled', async () => {
    const user = userEvent.setup();
    renderPage('supervisor', { [LIST]: () => ({ published: [], configured: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Publish a restricted area' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Publish a restricted area' })).toHaveFocus();
  });

  it('says what is missing, and what is wrong with an uploaded file', async () => {
    const user = userEvent.setup();
    renderPage('supervisor', { [LIST]: () => ({ published: [], configured: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Publish a restricted area' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Name is mandatory.')).toBeVisible();
    expect(screen.getByText(/Area is mandatory/)).toBeVisible();
    expect(screen.getByText('Start date is mandatory.')).toBeVisible();

    await user.upload(screen.getByLabelText('GeoJSON file'), geoJsonFile({ type: 'LineString' }));
    expect(await screen.findByText(/The file is not a GeoJSON Feature/)).toBeVisible();
  });

  it('publishes an area uploaded as GeoJSON, its dates typed as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('supervisor', {
      [LIST]: () => ({ published: [], configured: [] }),
      [PUBLISH]: () => ({ id: AREA_ID }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish a restricted area' }));
    await user.upload(
      screen.getByLabelText('GeoJSON file'),
      geoJsonFile({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [103.8592, 1.2887] },
        properties: { radiusMetres: 3000 },
      }),
    );
    await user.type(screen.getByLabelText('Name'), 'National Day Parade rehearsal');
    await user.type(screen.getByLabelText('Upper height (ft)'), '2500');
    await user.type(screen.getByLabelText('Start date'), '03/01/2027');
    await user.type(screen.getByLabelText('End date'), '31/02/2027');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('End date is invalid')).toBeVisible();

    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '5/1/2027');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const outcome = await screen.findByText('The restricted area has been published.');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'National Day Parade rehearsal',
      area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
      floorFt: 0,
      ceilingFt: 2500,
      from: '2027-01-03',
      to: '2027-01-05',
    });
  });

  it("shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    renderPage('supervisor', {
      [LIST]: () => ({ published: [], configured: [] }),
      [PUBLISH]: () =>
        refusal(400, 'Invalid', [{ field: 'to', errorMessage: 'End date cannot be in the past' }]),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish a restricted area' }));
    await user.upload(
      screen.getByLabelText('GeoJSON file'),
      geoJsonFile({
        type: 'Polygon',
        coordinates: [
          [
            [103.85, 1.28],
            [103.86, 1.28],
            [103.86, 1.29],
            [103.85, 1.28],
          ],
        ],
      }),
    );
    await user.type(screen.getByLabelText('Name'), 'Closure');
    await user.type(screen.getByLabelText('Upper height (ft)'), '500');
    await user.type(screen.getByLabelText('Start date'), '01/01/2026');
    await user.type(screen.getByLabelText('End date'), '02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('End date cannot be in the past')).toBeVisible();
  });

  it('withdraws an area with a reason, and shows a refusal in the server words', async () => {
    const user = userEvent.setup();
    const withdrawal = `POST ${PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(AREA_ID)}`;
    let answer: unknown = refusal(
      409,
      'This restricted area has been withdrawn already or has ended.',
    );
    const { calls } = renderPage('supervisor', {
      [LIST]: () => LISTED,
      [withdrawal]: () => answer,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw National Day Parade rehearsal' }),
    );
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Reason is mandatory.')).toBeVisible();

    await user.type(screen.getByLabelText('Reason'), 'Rehearsal cancelled');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('withdrawn already or has ended');

    answer = undefined;
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The restricted area has been withdrawn.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      reason: 'Rehearsal cancelled',
    });
  });
});
