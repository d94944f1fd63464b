import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { APPLICATION_DECLARATIONS } from '@aviation-permits/domain/application';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { FeeScheduleCents } from '@aviation-permits/domain/application';
import { SITES } from '@aviation-permits/domain/test-fixtures';
import { emptyForm, type ApplicationFormValues } from '../../model/form-values';
import { APPLY_ANYWAY_LABEL_PREFIX } from './fee-and-choice';
import { ReviewStep } from './review-step';

// APP-70: the review step says the fee the server's schedule charges and whether payment comes
// next, and, when the Enquiry Tool's rules say no permit is needed (a vessel under the configured
// height), says so and asks the applicant to confirm they still want to apply.

const FEES: FeeScheduleCents = {
  1: 10_000,
  2: 0,
  3: 5_000,
  4: { BRELEASE: 2_500, BHOISTING: 5_000, KITE: 0, LASERS: 5_000, SLRELEASE: 2_500, FIREWORKS: 1 },
};
const UNDER_CHANGI_APPROACH: ApplicationLocation = {
  kind: 'point',
  point: {
    latitude: SITES.underChangiApproach.lat.toFixed(6),
    longitude: SITES.underChangiApproach.lng.toFixed(6),
  },
};

function Review({
  category,
  values,
}: {
  category: CategoryId;
  values: Partial<ApplicationFormValues>;
}) {
  const form = useForm<ApplicationFormValues>({
    defaultValues: { ...emptyForm(category), ...values },
  });
  return (
    <ReviewStep
      form={form}
      category={category}
      today="2026-04-20"
      temporaryAreas={[]}
      shipCrossingClearanceAboveM={40}
      fees={FEES}
      applyAnyway={{ confirmed: false, error: undefined, onChange: () => undefined }}
      documents={[]}
      declarations={APPLICATION_DECLARATIONS}
    />
  );
}

describe('the review step’s fee and choice (APP-70)', () => {
  it('says the amount the server’s schedule charges, to be paid next', () => {
    render(<Review category={3} values={{ vesselHeightM: '42' }} />);
    expect(screen.getByText('You will be asked to pay S$50.00 next.')).toBeInTheDocument();
  });

  it('says no fee is due for a category the schedule charges nothing', () => {
    render(<Review category={2} values={{}} />);
    expect(screen.getByText('No fee is due.')).toBeInTheDocument();
  });

  it('says no amount for an aerial activity whose type is not chosen yet', () => {
    render(<Review category={4} values={{}} />);
    expect(screen.queryByText(/pay|No fee/)).not.toBeInTheDocument();
  });

  it('says plainly when no permit is needed and asks to confirm applying and paying anyway', () => {
    render(
      <Review category={3} values={{ vesselHeightM: '38', location: UNDER_CHANGI_APPROACH }} />,
    );
    expect(screen.getByText(/your activity does not need a permit/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: `${APPLY_ANYWAY_LABEL_PREFIX} and pay.` }),
    ).not.toBeChecked();
  });

  it('asks nothing more when a permit is needed', () => {
    render(
      <Review category={3} values={{ vesselHeightM: '42', location: UNDER_CHANGI_APPROACH }} />,
    );
    expect(screen.queryByRole('checkbox', { name: /still want to apply/ })).not.toBeInTheDocument();
  });
});
