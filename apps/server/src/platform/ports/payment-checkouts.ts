// The lifecycle module expires applications; the payment module owns their payment attempts and
// the gateway (LIFE-16). Once an application waiting for payment has expired, the lifecycle asks
// through this port that its open checkout be closed, so that it can no longer be paid.

export interface PaymentCheckoutsPort {
  /**
   * Closes the application's open attempt at the gateway, as a newer attempt closes it (PAY-15),
   * and records how it stood: cancelled once closed, or a payment that landed first, which is
   * refunded as the application no longer waits for it. Never throws: a gateway that cannot be
   * reached is logged, and a payment made later on that checkout is refunded when it is reported.
   */
  closeOpenCheckout(applicationId: string): Promise<void>;
}
