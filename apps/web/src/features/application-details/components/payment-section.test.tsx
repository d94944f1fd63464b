import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import type { ApplicationHistoryEntry } from '@aviation-permits/domain/application';
import type { SecondChargesResponse } from '@aviation-permits/domain/payment';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { PaymentSection } from './payment-section';

/** The section, with the portal answering the application's second charges (PAY-15). */
function renderSection(
  record: ComponentProps<typeof PaymentSection>['record'],
  answer: SecondChargesResponse = { secondCharges: [] },
) {
  const calls: string[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      calls.push(path);
      return (await loadAnswerSchema(options.schema)).parse(answer);
    },
  };
  const result = render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={new QueryClient()}>
        <PaymentSection record={record} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { ...result, calls };
}

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
    const { calls } = renderSection({
      id: 'a-1',
      status: 'PENDING_PAYMENT',
      amountDue: { currency: 'SGD', amountCents: 5_000 },
      history: [SUBMITTED],
    });

    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('S$50.00');
    expect(screen.getByRole('link', { name: 'Proceed to Payment' })).toHaveAttribute(
      'href',
      '/permits-service/v1/payment/redirect?applicationId=a-1&from=details',
    );
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('PAY-12: once paid, offers only the receipt, also after the status moved on', () => {
    renderSection({ id: 'a-1', status: 'APPROVED', history: [SUBMITTED, PAID] });

    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/permits-service/v1/payment/receipt?applicationId=a-1',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('shows nothing for an application that never needed a payment', () => {
    const { container } = renderSection({
      id: 'a-1',
      status: 'PROCESSING',
      history: [{ ...SUBMITTED, toStatus: 'PROCESSING' }],
    });

    expect(container).toBeEmptyDOMElement();
  });

  it("PAY-15: a second payment given back is said under the payment, in the receipt's words", async () => {
    const { calls } = renderSection(
      { id: 'a-1', status: 'PROCESSING', history: [SUBMITTED, PAID] },
      {
        secondCharges: [
          {
            amount: { currency: 'SGD', amountCents: 5_000 },
            refundedAt: '2026-11-23T04:00:00.000Z',
          },
          { amount: { currency: 'SGD', amountCents: 5_000 }, refundedAt: null },
        ],
      },
    );

    const notices = await screen.findAllByTestId('second-charge');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'A second payment of S$50.00 was received for this application and was refunded on 23 November 2026.',
      'A second payment of S$50.00 was received for this application and is being refunded.',
    ]);
    expect(calls).toEqual([`${API_PATHS.paymentSecondCharges}?applicationId=a-1`]);
  });
});
