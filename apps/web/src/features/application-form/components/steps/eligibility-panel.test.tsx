import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { APPLICATION_DECLARATIONS } from '@aviation-permits/domain/application';
import type { ApplicationLocation, TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { SITES, testTemporaryArea } from '@aviation-permits/domain/test-fixtures';
import { emptyForm, type ApplicationFormValues } from '../../model/form-values';
import { ELIGIBILITY_PANEL_TITLE } from './eligibility-panel';
import { ReviewStep } from './review-step';

// APP-9: the review step says, before submission, what the Enquiry Tool's rules (ENQ-2) say of the
// answers, in the tool's words, naming the zone and limit that decided, with the server's figures
// (ENQ-10, ENQ-12). Sites as in the engine's tests: the Sports Hub at Kallang lies 5 to 10 km from
// Paya Lebar; Tuas South is far from every runway.

const KALLANG: ApplicationLocation = {
  kind: 'point',
  point: { latitude: '1.304', longitude: '103.8745' },
};
const TUAS_SOUTH: ApplicationLocation = {
  kind: 'point',
  point: { latitude: '1.29', longitude: '103.63' },
};
/** The sea 5 km beyond runway 02C's southern end at Changi, under its approach path. */
const UNDER_CHANGI_APPROACH: ApplicationLocation = {
  kind: 'point',
  point: {
    latitude: SITES.underChangiApproach.lat.toFixed(6),
    longitude: SITES.underChangiApproach.lng.toFixed(6),
  },
};
const MONDAY_MORNING = {
  startDate: '2026-05-04',
  endDate: '2026-05-04',
  startTime: '09:00',
  endTime: '10:00',
};

interface ReviewProps {
  category: CategoryId;
  values: Partial<ApplicationFormValues>;
  /** The server's today (the form's init-data). */
  today?: string;
  /** The server's temporary restricted areas (the form's init-data). */
  temporaryAreas?: readonly TemporaryRestrictedArea[];
  /** The server's ship crossing trigger (the form's init-data). */
  shipCrossingClearanceAboveM?: number;
}

function Review({
  category,
  values,
  today = '2026-04-20',
  temporaryAreas = [],
  shipCrossingClearanceAboveM = 35,
}: ReviewProps) {
  const form = useForm<ApplicationFormValues>({
    defaultValues: { ...emptyForm(category), ...values },
  });
  return (
    <ReviewStep
      form={form}
      category={category}
      today={today}
      temporaryAreas={temporaryAreas}
      shipCrossingClearanceAboveM={shipCrossingClearanceAboveM}
      fees={undefined}
      applyAnyway={{ confirmed: false, error: undefined, onChange: () => undefined }}
      documents={[]}
      declarations={APPLICATION_DECLARATIONS}
    />
  );
}

function panel() {
  return screen.getByRole('region', { name: ELIGIBILITY_PANEL_TITLE });
}

describe('the review step’s "What your answers need"', () => {
  it("judges the server's temporary restricted areas against the server's today (ENQ-12)", () => {
    const values = { activityType: 'KITE', location: TUAS_SOUTH, maxHeightFtAboveMsl: '100' };
    const areas = [testTemporaryArea('2026-07-04')];
    const closure = /Test closure, Tuas South/;

    const { unmount } = render(
      <Review category={4} values={values} today="2026-06-01" temporaryAreas={areas} />,
    );
    expect(within(panel()).getByText(closure)).toBeInTheDocument();
    unmount();

    render(<Review category={4} values={values} today="2026-07-05" temporaryAreas={areas} />);
    expect(within(panel()).queryByText(closure)).not.toBeInTheDocument();
  });

  it('a kite above 200 ft near Paya Lebar needs a permit: the reason, zone, limit and lead time', () => {
    render(
      <Review
        category={4}
        values={{ activityType: 'KITE', location: KALLANG, maxHeightFtAboveMsl: '300' }}
      />,
    );
    const region = within(panel());
    expect(region.getByText('Permit needed')).toBeInTheDocument();
    expect(
      region.getByText(
        'The kite reaches 300 ft above sea level, above the 200 ft limit within 10 km of Paya Lebar Air Base.',
      ),
    ).toBeInTheDocument();
    expect(region.getByText('Within 10 km of Paya Lebar Air Base')).toBeInTheDocument();
    expect(region.getByText('200 ft above mean sea level')).toBeInTheDocument();
    expect(
      region.getByText('Apply at least 7 working days before the activity starts.'),
    ).toBeInTheDocument();
  });

  it('a low kite in the far west needs no permit, with the limit it stays within', () => {
    render(
      <Review
        category={4}
        values={{ activityType: 'KITE', location: TUAS_SOUTH, maxHeightFtAboveMsl: '300' }}
      />,
    );
    const region = within(panel());
    expect(region.getByText('No permit needed')).toBeInTheDocument();
    expect(region.getByText('500 ft above mean sea level')).toBeInTheDocument();
    expect(region.queryByText(/working days/)).not.toBeInTheDocument();
  });

  it('a balloon release in military hours is left to the dates rule, not said twice', () => {
    render(
      <Review
        category={4}
        values={{ activityType: 'BRELEASE', location: KALLANG, dateTimeRows: [MONDAY_MORNING] }}
      />,
    );
    const region = within(panel());
    expect(region.queryByText(/military operating hours/)).not.toBeInTheDocument();
    expect(region.queryByText('Not allowed')).not.toBeInTheDocument();
    expect(region.getByText(/more than 5 km from every aerodrome/)).toBeInTheDocument();
  });

  it("judges a vessel by the server's configured ship crossing trigger (ENQ-10)", () => {
    const values = { vesselHeightM: '38', location: UNDER_CHANGI_APPROACH };

    const { unmount } = render(<Review category={3} values={values} />);
    expect(within(panel()).getByText('Permit needed')).toBeInTheDocument();
    unmount();

    render(<Review category={3} values={values} shipCrossingClearanceAboveM={40} />);
    expect(within(panel()).getByText('No permit needed')).toBeInTheDocument();
    expect(within(panel()).getByText(/vessels over 40 m above the waterline/)).toBeInTheDocument();
  });

  it('without a location it says what to give first', () => {
    render(<Review category={3} values={{ vesselHeightM: '42' }} />);
    expect(
      within(panel()).getByText('Mark the location on the map to see what your answers need.'),
    ).toBeInTheDocument();
  });
});
