import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { PAYMENT_OUTCOME_TOASTS } from '@aviation-permits/domain/payment';
import { ToastRegion } from '@/components/toast-region';
import { notify } from '@/lib/toast/notify';
import { usePaymentOutcome } from './use-payment-outcome';

const STATUS_KEY = ['dashboard', 'rows'];
const LATER_TOAST = 'A toast of the test, asked for after the page drew';

/** A page that uses the hook and shows its address and the status it reads. */
function LandingPage() {
  usePaymentOutcome(STATUS_KEY);
  const location = useLocation();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => 'Processing',
    staleTime: Infinity,
  });
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <p data-testid="navigation">{useNavigationType()}</p>
      <p data-testid="status">{status.data}</p>
    </>
  );
}

function land(address: string) {
  const queryClient = new QueryClient();
  // What the page had read before the applicant left for the gateway.
  queryClient.setQueryData(STATUS_KEY, 'Pending payment');
  // StrictMode runs the page's effects twice, as in development: still one toast.
  render(
    <>
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[address]}>
            <LandingPage />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>
      <ToastRegion />
    </>,
  );
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('back from the payment gateway (PAY-10)', () => {
  it.each([
    ['paid', 'success'],
    ['failed', 'error'],
    ['cancelled', 'info'],
    ['pending', 'info'],
    // PAY-25: Proceed to Payment refused, the portal's message in place of an envelope.
    ['inProgress', 'info'],
    ['replaced', 'info'],
    ['gatewayUnavailable', 'error'],
    ['gatewayRefused', 'error'],
  ] as const)('shows the %s message once as a %s toast', async (outcome, appearance) => {
    land(`/dashboard?category=pendingPayment&payment=${outcome}`);

    const { message } = PAYMENT_OUTCOME_TOASTS[outcome];
    const shown = await screen.findByText(message, undefined, { timeout: 10_000 });
    expect(shown.closest('.Toastify__toast')).toHaveClass(`Toastify__toast--${appearance}`);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('drops the flag by replacing the history entry, keeps the rest, and reads the status again', async () => {
    land('/application/details?id=a-1&payment=paid');

    await screen.findByText(PAYMENT_OUTCOME_TOASTS.paid.message, undefined, { timeout: 10_000 });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/application\/details\?id=a-1$/);
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(await screen.findByText('Processing')).toBeInTheDocument();
  });

  it('shows nothing for an unknown flag and leaves the address and data as they are', async () => {
    land('/dashboard?payment=stolen');

    // A toast asked for after the page's effects ran shows after any the page asked for: once it
    // is there, a toast of the page would be too.
    act(() => void notify(LATER_TOAST));
    expect(await screen.findByText(LATER_TOAST, undefined, { timeout: 10_000 })).toBeVisible();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent('/dashboard?payment=stolen');
    expect(screen.getByTestId('status')).toHaveTextContent('Pending payment');
  });
});
