import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { secondChargeNotice, secondChargesResponseSchema } from '@aviation-permits/domain/payment';
import { useApiClient } from '@/lib/api-client/api-client-context';

/**
 * Under a paid application's payment, a line for each second payment the portal gave back or is
 * giving back (PAY-15), in the receipt's words. Most applications have none, and then it shows
 * nothing; it never holds the page up while it loads.
 */
export function PaymentSecondCharges({ applicationId }: { applicationId: string }) {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: ['payment-second-charges', applicationId],
    queryFn: () =>
      api.call(
        `${API_PATHS.paymentSecondCharges}?${new URLSearchParams({ applicationId }).toString()}`,
        { schema: secondChargesResponseSchema },
      ),
  });
  return data?.secondCharges.map((charge, index) => (
    <p key={index} data-testid="second-charge">
      {secondChargeNotice(charge)}
    </p>
  ));
}
