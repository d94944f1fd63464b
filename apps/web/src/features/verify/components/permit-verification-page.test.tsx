import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PERMIT_API_PATHS, permitVerifyPagePath } from '@aviation-permits/domain/permit';
import type { PermitVerification } from '@aviation-permits/domain/permit';
import { renderPortal, TEST_CONFIG } from '../../../../tests/render-portal';
import { PERMIT_NOT_FOUND_TEXT } from './permit-verification-page';

// PRM-8, PRM-9, PRM-12: the public page the permit's QR code opens, for a visitor with no session.

async function openVerification(answer: PermitVerification) {
  const rendered = await renderPortal({
    path: permitVerifyPagePath('AA-2030-000001', 'K7M2Q9RT4X'),
    session: { userSessionValid: false },
    answer: (url) => (url.startsWith(PERMIT_API_PATHS.verify) ? Response.json(answer) : undefined),
  });
  await screen.findByRole('heading', { level: 1, name: 'Permit verification' });
  return rendered;
}

describe('/verify/<reference>?c=<code> (PRM-12)', () => {
  it('says Valid with the category, dates and holder, asking with the reference and code', async () => {
    const { requests } = await openVerification({
      found: true,
      state: 'VALID',
      reference: 'AA-2030-000001',
      categoryId: 4,
      holderName: 'Lim Mei Ling',
      validFrom: '2030-01-12',
      validTo: '2030-01-15',
    });
    const result = await screen.findByRole('region', { name: 'Valid' });
    expect(result).toHaveTextContent('Aerial Activities');
    expect(result).toHaveTextContent('Lim Mei Ling');
    expect(result).toHaveTextContent('12 Jan 2030 to 15 Jan 2030');
    expect(requests).toContain(`${PERMIT_API_PATHS.verify}?reference=AA-2030-000001&c=K7M2Q9RT4X`);
  });

  it("has the verification page's own title, not the not-found page's", async () => {
    await openVerification({ found: false });
    await waitFor(() =>
      expect(document.title).toBe(`Permit Verification | ${TEST_CONFIG.authorityName}`),
    );
  });

  it('says Revoked for a revoked permit', async () => {
    await openVerification({
      found: true,
      state: 'REVOKED',
      reference: 'AA-2030-000001',
      categoryId: 4,
      holderName: 'Lim Mei Ling',
      validFrom: '2030-01-12',
      validTo: '2030-01-15',
    });
    expect(await screen.findByRole('region', { name: 'Revoked' })).toBeVisible();
  });

  it('says not found, and nothing else, for an unknown reference or a wrong code', async () => {
    await openVerification({ found: false });
    expect(await screen.findByText(PERMIT_NOT_FOUND_TEXT)).toBeVisible();
  });
});
