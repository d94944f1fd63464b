import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@aviation-permits/domain/http';
import { getInitData, type InitData } from '@aviation-permits/domain/init-data';
import { readEnquiryPrefill } from '@aviation-permits/domain/eligibility';
import { ZONE_KIND_LABELS } from '@aviation-permits/domain/geo';
import { SITES, testTemporaryArea } from '@aviation-permits/domain/test-fixtures';
import { installFakeIntersectionObserver } from '../../../../tests/fake-intersection-observer';
import { renderPortal } from '../../../../tests/render-portal';

// ENQ-1 to ENQ-3, ENQ-14: the Enquiry Tool page answers with the rules engine's verdicts as the
// questions are answered, by keyboard, against the fake server. Sites as in the engine's tests:
// Kallang lies between 5 and 10 km of Paya Lebar Air Base; Tuas South more than 10 km from every
// runway.

const KALLANG = { latitude: '1.304', longitude: '103.8745' };
const TUAS_SOUTH = { latitude: '1.29', longitude: '103.63' };

// The page and the map arrive in their own lazily loaded chunks: real waits on a busy machine.
const CHUNK_LOAD = { timeout: 20_000 };

async function openEnquiryTool({
  mapInView = true,
  initData,
}: { mapInView?: boolean; initData?: InitData } = {}) {
  const user = userEvent.setup();
  const rendered = await renderPortal({
    path: '/checkPermitEligibility',
    ...(initData && { initDataResponse: () => Response.json(initData) }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Enquiry Tool' }, CHUNK_LOAD);
  await screen.findByLabelText('Latitude', {}, CHUNK_LOAD);
  if (mapInView) await screen.findByRole('region', { name: /^Map of Singapore/ }, CHUNK_LOAD);
  return { user, ...rendered };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function typeLocation(user: User, { latitude, longitude }: typeof KALLANG) {
  await user.type(screen.getByLabelText('Latitude'), latitude);
  await user.type(screen.getByLabelText('Longitude'), longitude);
  await user.click(screen.getByRole('button', { name: 'Show on map' }));
}

async function askKite(user: User, site: typeof KALLANG, heightFt: string) {
  await user.click(screen.getByRole('radio', { name: 'Aerial Activities' }));
  await user.selectOptions(screen.getByLabelText('Type of Activity'), 'KITE');
  await typeLocation(user, site);
  await user.type(screen.getByLabelText('Maximum Height above mean sea level'), heightFt);
}

function answerRegion(): HTMLElement {
  const region = screen.getByRole('region', { name: 'Your answer' });
  const status = within(region).getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  return status;
}

describe('the Enquiry Tool page (ENQ-1, ENQ-3)', () => {
  it('says a kite above 200 ft near Paya Lebar needs a permit, with the zone and limit (ENQ-5)', async () => {
    const { user } = await openEnquiryTool();
    await askKite(user, KALLANG, '300');

    const answer = answerRegion();
    expect(within(answer).getByText('Permit needed')).toBeVisible();
    expect(
      within(answer).getByText(/reaches 300 ft above sea level, above the 200 ft limit/),
    ).toBeVisible();
    expect(within(answer).getByText('Within 10 km of Paya Lebar Air Base')).toBeVisible();
    expect(within(answer).getByText('200 ft above mean sea level')).toBeVisible();
    expect(within(answer).getByText(/Apply at least 7 working days/)).toBeVisible();
  }, 60_000);

  it('says a low kite far from every aerodrome needs no permit (ENQ-5)', async () => {
    const { user } = await openEnquiryTool();
    await askKite(user, TUAS_SOUTH, '400');

    const answer = answerRegion();
    expect(within(answer).getByText('No permit needed')).toBeVisible();
    expect(within(answer).getByText(/not above the 500 ft limit/)).toBeVisible();
    expect(within(answer).queryByRole('link', { name: 'Start an application' })).toBeNull();
  }, 60_000);

  it('says a balloon release in military operating hours is not allowed (ENQ-7)', async () => {
    const { user } = await openEnquiryTool();
    await user.click(screen.getByRole('radio', { name: 'Aerial Activities' }));
    await user.selectOptions(screen.getByLabelText('Type of Activity'), 'BRELEASE');
    await typeLocation(user, TUAS_SOUTH);
    // 7 January 2030 is a Monday; 08:00 to 09:00 lies in the military hours.
    await user.type(screen.getByLabelText('Start Date'), '2030-01-07');
    await user.type(screen.getByLabelText('End Date'), '2030-01-07');
    await user.type(screen.getByLabelText('Start Time'), '08:00');
    await user.type(screen.getByLabelText('End Time'), '09:00');

    const answer = answerRegion();
    expect(within(answer).getByText('Not allowed')).toBeVisible();
    expect(within(answer).getByText(/not allowed during military operating hours/)).toBeVisible();
  }, 60_000);

  it('lists what is still to answer, each linked to its question', async () => {
    const { user } = await openEnquiryTool();
    await user.click(
      screen.getByRole('radio', { name: 'Erection of Cranes and Tall Construction Machinery' }),
    );
    await typeLocation(user, KALLANG);

    const answer = answerRegion();
    expect(
      within(answer).getByRole('link', { name: 'Working Height is mandatory.' }),
    ).toHaveAttribute('href', '#enquiry-workingHeightM');
    expect(screen.getByLabelText(/^Working Height/)).toHaveAttribute(
      'id',
      'enquiry-workingHeightM',
    );
  }, 60_000);

  it('starts the application with the answers in the link (ENQ-14)', async () => {
    const { user } = await openEnquiryTool();
    await askKite(user, KALLANG, '300');

    const link = within(answerRegion()).getByRole('link', { name: 'Start an application' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
    expect(href.pathname).toBe('/apply/permit');
    expect(readEnquiryPrefill(href.searchParams)).toEqual({
      category: 4,
      activity: 'KITE',
      location: { kind: 'point', point: KALLANG },
      height: { value: 300, unit: 'ft', reference: 'AMSL' },
    });
  }, 60_000);

  it('answers while the map is out of view, and asks for the zones once the map loads (PERF-11)', async () => {
    const viewport = installFakeIntersectionObserver();
    const { user, requests } = await openEnquiryTool({ mapInView: false });
    await askKite(user, KALLANG, '300');

    expect(within(answerRegion()).getByText('Permit needed')).toBeVisible();
    expect(screen.getByText('Loading the map…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: /^Map of Singapore/ })).toBeNull();
    expect(requests).not.toContain(API_PATHS.mapZoneData);

    act(() => viewport.scrollToAll());
    await screen.findByRole('region', { name: /^Map of Singapore/ }, CHUNK_LOAD);
    expect(requests).toContain(API_PATHS.mapZoneData);
    expect(
      await screen.findByText(
        "Highlighted on the map: Within 10 km of Paya Lebar Air Base's runways",
        {},
        CHUNK_LOAD,
      ),
    ).toBeVisible();
  }, 60_000);

  it('draws the zones of map/zone-data with their legend (MAP-6)', async () => {
    const { requests } = await openEnquiryTool();

    expect(requests).toContain(API_PATHS.mapZoneData);
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: new RegExp(`^${ZONE_KIND_LABELS.FLIGHT_FUNNEL}`) }),
      ).toBeChecked(),
    );
  }, 60_000);

  it('highlights on the map the zone that decided the answer, and names it (ENQ-3)', async () => {
    const { user } = await openEnquiryTool();
    const highlightedPaths = () =>
      screen
        .getByRole('region', { name: /^Map of Singapore/ })
        .querySelectorAll('.leaflet-portal-zone-highlight-pane path');
    await askKite(user, TUAS_SOUTH, '400');
    expect(highlightedPaths()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Latitude'));
    await user.clear(screen.getByLabelText('Longitude'));
    await typeLocation(user, KALLANG);
    await user.clear(screen.getByLabelText('Maximum Height above mean sea level'));
    await user.type(screen.getByLabelText('Maximum Height above mean sea level'), '300');

    expect(
      await screen.findByText(
        "Highlighted on the map: Within 10 km of Paya Lebar Air Base's runways",
        {},
        CHUNK_LOAD,
      ),
    ).toBeVisible();
    expect(highlightedPaths()).toHaveLength(1);
  }, 60_000);
});

// ENQ-12: the areas are the server's, judged on the server's today (init-data), whatever the
// browser's clock says; the test's area lies around Tuas South, dated far from the browser's year.
describe('temporary restricted areas, as the server serves them (ENQ-12)', () => {
  const area = testTemporaryArea('2099-07-04');
  const note =
    'The site is in Test closure, Tuas South, closed from the ground to 2,500 ft on 4 Jul 2099: on those dates a permit is needed.';

  it('names an area the server serves and the dates it is closed', async () => {
    const initData = getInitData({ today: '2099-07-01', temporaryAreas: [area] });
    const { user } = await openEnquiryTool({ initData });
    await askKite(user, TUAS_SOUTH, '400');

    const answer = answerRegion();
    expect(within(answer).getByText('No permit needed')).toBeVisible();
    expect(within(answer).getByText(note)).toBeVisible();
  }, 60_000);

  it("leaves out an area whose dates are over by the server's today", async () => {
    const initData: InitData = {
      ...getInitData({ today: '2099-07-05', temporaryAreas: [] }),
      temporaryRestrictedAreas: [area],
    };
    const { user } = await openEnquiryTool({ initData });
    await askKite(user, TUAS_SOUTH, '400');

    const answer = answerRegion();
    expect(within(answer).getByText('No permit needed')).toBeVisible();
    expect(within(answer).queryByText(note)).toBeNull();
  }, 60_000);
});

// ENQ-10: the vessel height that needs a clearance under Changi's paths is the server's figure
// (init-data), not one built into the browser.
describe('the ship crossing trigger, as the server is configured (ENQ-10)', () => {
  const UNDER_CHANGI_APPROACH = {
    latitude: SITES.underChangiApproach.lat.toFixed(6),
    longitude: SITES.underChangiApproach.lng.toFixed(6),
  };

  it('lets a 38 m vessel cross under Changi with no clearance where the server says 40 m', async () => {
    const initData = getInitData({
      today: '2026-03-02',
      temporaryAreas: [],
      shipCrossingClearanceAboveM: 40,
    });
    const { user } = await openEnquiryTool({ initData });
    await user.click(screen.getByRole('radio', { name: 'Ship Crossing' }));
    await typeLocation(user, UNDER_CHANGI_APPROACH);
    await user.type(screen.getByLabelText(/^Vessel Height/), '38');

    const answer = answerRegion();
    expect(within(answer).getByText('No permit needed')).toBeVisible();
    expect(within(answer).getByText(/vessels over 40 m above the waterline/)).toBeVisible();
  }, 60_000);
});

// ENQ-20 to ENQ-24: the answer before the questionnaire is complete, kept in view, and carried
// through sign-in.
describe('the answer while the questions are being answered', () => {
  afterEach(() => sessionStorage.clear());

  it("keeps a kite's answer while a date row is being typed: its dates cannot change it (ENQ-21)", async () => {
    const { user } = await openEnquiryTool();
    await askKite(user, KALLANG, '300');
    await user.type(screen.getByLabelText('Start Date'), '2030-01-07');

    expect(within(answerRegion()).getByText('Permit needed')).toBeVisible();
  }, 60_000);

  it("asks a ship crossing's vessel height before its place, and answers a 20 m vessel without one (ENQ-22)", async () => {
    const { user } = await openEnquiryTool();
    await user.click(screen.getByRole('radio', { name: 'Ship Crossing' }));
    const height = screen.getByLabelText(/^Vessel Height/);
    expect(
      height.compareDocumentPosition(screen.getByLabelText('Latitude')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(answerRegion())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Height is mandatory.', 'Location on map is mandatory.']);

    await user.type(height, '20');

    const answer = answerRegion();
    expect(within(answer).getByText('No permit needed')).toBeVisible();
    expect(within(answer).getByText(/this one needs none wherever it crosses/)).toBeVisible();
  }, 60_000);

  it('does not call the category mandatory when it is left by Tab, only once Check is pressed (ENQ-24)', async () => {
    const { user } = await openEnquiryTool();
    const mandatory = 'Permit or Clearance is mandatory.';
    screen.getAllByRole('radio')[0]?.focus();
    await user.tab();

    expect(screen.queryByText(mandatory)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText(mandatory)).toBeVisible();
  }, 60_000);

  it("does not call the activity type or a half-typed row's end date mandatory when left by Tab, only once Check is pressed (ENQ-24)", async () => {
    const { user } = await openEnquiryTool();
    await user.click(screen.getByRole('radio', { name: 'Aerial Activities' }));
    const activity = screen.getByLabelText('Type of Activity');
    activity.focus();
    await user.tab();
    await typeLocation(user, KALLANG);
    const startDate = screen.getByLabelText('Start Date');
    await user.type(startDate, '07/01/2030');
    const endDate = screen.getByLabelText('End Date');
    endDate.focus();
    await user.tab();

    for (const field of [activity, endDate]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAccessibleDescription(/mandatory/);
    }
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    // The rows are checked before the rest: the activity is told once the row is whole or empty.
    await waitFor(() => expect(endDate).toHaveAttribute('aria-invalid', 'true'));
    expect(endDate).toHaveAccessibleDescription(/End Date is mandatory\.$/);
    await user.clear(startDate);
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    await waitFor(() => expect(activity).toHaveAttribute('aria-invalid', 'true'));
    expect(activity).toHaveAccessibleDescription('Type of Activity is mandatory.');
  }, 60_000);

  it('keeps the verdict in a bar that links to the whole answer (ENQ-23)', async () => {
    const { user } = await openEnquiryTool();
    const seeAnswer = screen.getByRole('link', { name: 'See the answer' });
    expect(seeAnswer).toHaveAttribute('href', '#enquiry-answer-heading');
    expect(seeAnswer.parentElement).toHaveTextContent('Answer the questions to see the answer');

    await askKite(user, KALLANG, '300');

    expect(seeAnswer.parentElement).toHaveTextContent('Permit needed');
  }, 60_000);

  it('keeps "Start an application" in the tab for the landing after sign-in (ENQ-20)', async () => {
    const { user } = await openEnquiryTool();
    await askKite(user, KALLANG, '300');
    const link = within(answerRegion()).getByRole('link', { name: 'Start an application' });
    const href = link.getAttribute('href');

    await user.click(link);

    expect(sessionStorage.getItem('aviation-permits:application-start')).toBe(href);
  }, 60_000);
});
