import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  PAYMENT_OUTCOME_PARAM,
  PAYMENT_OUTCOME_TOASTS,
  paymentOutcomeOf,
} from '@aviation-permits/domain/payment';
import { notify } from '@/lib/toast/notify';

/**
 * PAY-10: the page the server lands the browser on after the gateway carries `?payment=<outcome>`.
 * Shows that outcome's toast once, drops the flag from the address by replacing the history entry
 * (a reload or Back does not show it again), and marks the page's data (`refresh`) stale so the
 * status the payment changed is read again. An unknown flag is left alone: it shows nothing.
 */
export function usePaymentOutcome(refresh: QueryKey): void {
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  // Keyed by history entry: StrictMode runs the effect twice for one landing, and one toast is meant.
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    const outcome = paymentOutcomeOf(location.search);
    if (!outcome || handled.current === location.key) return;
    handled.current = location.key;
    const { kind, message } = PAYMENT_OUTCOME_TOASTS[outcome];
    notify(message, { appearance: kind });
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(PAYMENT_OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
    // A fetch the page already started on landing is kept (it reads the new status); cached data
    // from before the round trip is fetched again.
    void queryClient.invalidateQueries({ queryKey: refresh }, { cancelRefetch: false });
  }, [location.search, location.key, setParams, queryClient, refresh]);
}
