import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API_PATHS } from '@aviation-permits/domain/http';
import { CATEGORY_API_PATHS, shipInitData } from '@aviation-permits/domain/application';
import { SHIP_CROSSING, SITES, TODAY } from '@aviation-permits/domain/test-fixtures';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { PortalConfigProvider } from '@/lib/portal-config/portal-config-context';
import { TEST_CONFIG } from '../../../../tests/render-portal';
import { formFromDraft } from '../model/form-values';
import { ApplicationForm, NEXT_LABEL } from './application-form';
import { APPLY_ANYWAY_REQUIRED } from './steps/fee-and-choice';

// APP-70: when the Enquiry Tool's rules say no permit is needed (a vessel of 38 m, the server's
// trigger 40 m), Submit waits for the applicant's confirmation that they still want to apply.

const ID = '8d7f3c1a-2b4e-4f60-9a1d-5e6f7a8b9c0d';
const FEES = {
  1: 10_000,
  2: 0,
  3: 5_000,
  4: { BRELEASE: 1, BHOISTING: 1, KITE: 0, LASERS: 1, SLRELEASE: 1, FIREWORKS: 1 },
};
const LOW_VESSEL = {
  ...SHIP_CROSSING,
  vesselHeightM: '38',
  supportingDocumentIds: [],
  location: {
    kind: 'point',
    point: {
      latitude: SITES.underChangiApproach.lat.toFixed(6),
      longitude: SITES.underChangiApproach.lng.toFixed(6),
    },
  },
};

function renderForm() {
  const calls: { path: string; method: string }[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      const method = options.method ?? 'GET';
      calls.push({ path, method });
      const schema = await loadAnswerSchema(options.schema);
      if (path === API_PATHS.applicationDraft) {
        return schema.parse({
          id: ID,
          reference: null,
          version: 2,
          updatedAt: '2026-03-02T01:00:00Z',
        });
      }
      if (path === CATEGORY_API_PATHS[3].submit) {
        return schema.parse({ id: ID, reference: 'SC-2026-000001', status: 'PENDING_PAYMENT' });
      }
      throw new Error(`unexpected call ${method} ${path}`);
    },
  };
  const rules = shipInitData({
    today: TODAY,
    temporaryAreas: [],
    shipCrossingClearanceAboveM: 40,
    fees: FEES,
  });
  const submitted: unknown[] = [];
  render(
    <PortalConfigProvider config={TEST_CONFIG}>
      <ApiClientProvider client={api}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ApplicationForm
              category={3}
              account="applicant@example.com"
              initialValues={formFromDraft(LOW_VESSEL as never)}
              initialDraft={{ id: ID, version: 1 }}
              status="DRAFT"
              initialDocuments={[]}
              rules={rules}
              onCreated={() => undefined}
              onReloadLatest={() => undefined}
              onSubmitted={(answer) => submitted.push(answer)}
              onDeleted={() => undefined}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </ApiClientProvider>
    </PortalConfigProvider>,
  );
  return { calls, submitted, user: userEvent.setup() };
}

describe('Submit when no permit is needed (APP-70)', { timeout: 30_000 }, () => {
  it('is refused until the applicant confirms applying and paying anyway', async () => {
    const { calls, submitted, user } = renderForm();
    for (let step = 2; step <= 6; step += 1) {
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
      await screen.findByRole('heading', { name: new RegExp(`^Step ${step} of 6`) });
    }
    expect(screen.getByText('You will be asked to pay S$50.00 next.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const confirm = screen.getByRole('checkbox', { name: /still want to apply and pay/ });
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(APPLY_ANYWAY_REQUIRED));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(APPLY_ANYWAY_REQUIRED)).toBeInTheDocument();
    expect(calls.some(({ path }) => path === CATEGORY_API_PATHS[3].submit)).toBe(false);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
  });
});
