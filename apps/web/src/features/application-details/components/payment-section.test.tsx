import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ApplicationHistoryEntry } from '@aviation-permits/domain';
import { PaymentSection } from './payment-section';

const SUBMITTED: ApplicationHistoryEntry = {
  fromStatus: 'DRAFT',
  toStatus: 'PENDING_PAYMENT',
  by: 'applicant',
  at: '2026-11-23T02:00:00.000Z',
};
const PAID: ApplicationHistoryEntry = {
  fromStatus: 'PENDING_PAYMENT',
  toStatus: 'PROCESSING',
  by: 'payment',
  at: '2026-11-23T03:00:00.000Z',
};

describe('the payment part of the details page', () => {
  it('PAY-3: in Pending payment, shows the amount and Proceed to Payment back to this page', () => {
    render(
      <PaymentSection
        record={{
          id: 'a-1',
          status: 'PENDING_PAYMENT',
          amountDue: { currency: 'SGD', amountCents: 5_000 },
          history: [SUBMITTED],
        }}
      />,
    );

    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('S$50.00');
    expect(screen.getByRole('link', { name: 'Proceed to Payment' })).toHaveAttribute(
      'href',
      '/permits-service/v1/payment/redirect?applicationId=a-1&from=details',
    );
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
  });

  it('PAY-12: once paid, offers only the receipt, also after the status moved on', () => {
    render(
      <PaymentSection record={{ id: 'a-1', status: 'APPROVED', history: [SUBMITTED, PAID] }} />,
    );

    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/permits-service/v1/payment/receipt?applicationId=a-1',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('shows nothing for an application that never needed a payment', () => {
    const { container } = render(
      <PaymentSection
        record={{
          id: 'a-1',
          status: 'PROCESSING',
          history: [{ ...SUBMITTED, toStatus: 'PROCESSING' }],
        }}
      />,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
