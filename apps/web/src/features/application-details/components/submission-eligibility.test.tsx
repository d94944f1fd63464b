import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ApplicationRecord } from '@aviation-permits/domain/application';
import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import {
  APPLICATION_ID,
  fakePermitsService,
  shipApplication,
} from '../../../../tests/fake-permits-service';
import { renderPortal } from '../../../../tests/render-portal';
import { SUBMISSION_ELIGIBILITY_TITLE } from './submission-eligibility';

// APP-9: the details page shows what the Enquiry Tool's rules said of the answers when they were
// submitted, as the server kept it, and nothing for an application without that record.

const FUNNEL = 'the flight funnel beyond runway 02L of Changi Airport';
const AT_SUBMISSION: EligibilityResult = {
  verdict: 'PERMIT_REQUIRED',
  permitName: 'Clearance for Ship Crossing',
  reasons: [
    {
      code: 'SHIP_TALLER_THAN_LIMIT',
      outcome: 'PERMIT_REQUIRED',
      message: `The crossing passes under ${FUNNEL}. The vessel is 42 m tall; vessels over 35 m above the waterline need a clearance there.`,
      zone: { id: 'WSSS-02L', name: `Flight funnel, ${FUNNEL}` },
      threshold: { value: 35, unit: 'm' },
    },
  ],
  leadTimeWorkingDays: 5,
  notes: ['A vessel over 30 m must report before using the East Johor Strait (near Seletar).'],
};

async function openDetails(record: ApplicationRecord) {
  const service = fakePermitsService(record);
  await renderPortal({
    path: `/application/details?id=${APPLICATION_ID}`,
    session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    answer: service.answer,
  });
  await screen.findByRole('heading', { level: 2, name: 'Answers' });
}

describe('the details page’s clearance assessment at submission', () => {
  it('shows the kept verdict, reason with zone and limit, lead time and notes, read-only', async () => {
    await openDetails(shipApplication('PROCESSING', { eligibility: AT_SUBMISSION }));

    const section = within(screen.getByRole('region', { name: SUBMISSION_ELIGIBILITY_TITLE }));
    expect(section.getByText('Permit needed')).toBeInTheDocument();
    expect(section.getByText('Clearance for Ship Crossing')).toBeInTheDocument();
    expect(section.getByText(AT_SUBMISSION.reasons[0]!.message)).toBeInTheDocument();
    expect(section.getByText(`Flight funnel, ${FUNNEL}`)).toBeInTheDocument();
    expect(section.getByText('35 m')).toBeInTheDocument();
    expect(
      section.getByText('Apply at least 5 working days before the activity starts.'),
    ).toBeInTheDocument();
    expect(section.getByText(AT_SUBMISSION.notes[0]!)).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is left out for a draft, which has no result kept', async () => {
    await openDetails(shipApplication('DRAFT'));

    expect(
      screen.queryByRole('region', { name: SUBMISSION_ELIGIBILITY_TITLE }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Permit needed')).not.toBeInTheDocument();
  });
});
