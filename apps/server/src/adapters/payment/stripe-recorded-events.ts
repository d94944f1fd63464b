// Checkout Session webhook events as Stripe sends them (API 2026-10-28), trimmed to the fields
// the portal reads plus their neighbours, for the contract test of stripe-gateway.ts. The ids are
// the shapes Stripe uses (cs_test_…, pi_…, evt_…).

export function checkoutSessionEvent(
  type: string,
  session: { status: string; payment_status: string; amount_total: number; reference: string },
): string {
  return JSON.stringify({
    id: 'evt_1QxTestRecorded0001',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: 1_767_225_600,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
        object: 'checkout.session',
        amount_subtotal: session.amount_total,
        amount_total: session.amount_total,
        client_reference_id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
        currency: 'sgd',
        customer_email: null,
        expires_at: 1_767_312_000,
        livemode: false,
        metadata: {
          paymentId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
          reference: session.reference,
        },
        mode: 'payment',
        payment_intent: 'pi_3QxTestRecorded0001',
        payment_status: session.payment_status,
        status: session.status,
        success_url:
          'https://permits.example.gov.sg/permits-service/v1/payment/return?paymentId=6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
        url: null,
      },
    },
  });
}
