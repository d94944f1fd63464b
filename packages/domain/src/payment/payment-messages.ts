// The payment calls' refusals (PAY-3, PAY-7, PAY-11, PAY-12), in the envelope's `detail`.

export const PAYMENT_MESSAGES = {
  notPendingPayment: 'This application is not waiting for payment.',
  noPayment: 'No payment has been recorded for this application.',
  gatewayUnavailable:
    'The payment service cannot be reached at the moment. Please try again in a few minutes.',
  badSignature: 'The payment notification could not be verified.',
  mismatch: 'The payment notification does not match the payment that was started.',
  unknownCheckout: 'The payment does not exist.',
} as const;
