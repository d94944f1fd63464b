// The payment calls' refusals (PAY-3, PAY-7, PAY-11, PAY-12, PAY-15, PAY-16, PAY-18), in the
// envelope's `detail`.

export const PAYMENT_MESSAGES = {
  notPendingPayment: 'This application is not waiting for payment.',
  noPayment: 'No payment has been recorded for this application.',
  gatewayUnavailable:
    'The payment service cannot be reached at the moment. Please try again in a few minutes.',
  badSignature: 'The payment notification could not be verified.',
  mismatch: 'The payment notification does not match the payment that was started.',
  malformedNotification: 'The payment notification is not in the form the gateway sends.',
  gatewayPaymentReused:
    'The payment notification names a gateway payment already recorded for another payment.',
  unknownCheckout: 'The payment does not exist.',
  replacedByNewerPayment:
    'A newer payment was started for this application, in another tab or window. Please continue with that one, or press Proceed to Payment again.',
  paymentInProgress:
    'A payment for this application is still being processed by the payment service. Please wait for its result before paying again.',
  gatewayRefused:
    'The payment service could not start this payment. Please try again later, or contact us if it keeps happening.',
} as const;
