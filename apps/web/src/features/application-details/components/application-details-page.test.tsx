import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ERROR_MESSAGES, ERROR_PAGE_TEXTS } from '@aviation-permits/domain/messages';
import { renderPortal } from '../../../../tests/render-portal';

// ERR-15, APP-55: an application address whose id is unknown, another applicant's (the server
// answers 404 for both) or not an id at all shows the not-found page with "Record not found", and
// no error toast on top of it.

const UNKNOWN_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const SIGNED_IN = { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' } as const;

async function openDetails(id: string) {
  return renderPortal({ path: `/application/details?id=${id}`, session: SIGNED_IN });
}

describe('the details page of an application that is not found (ERR-15)', () => {
  it('shows the not-found page with "Record not found" when the server answers 404', async () => {
    const { requests } = await openDetails(UNKNOWN_ID);

    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_PAGE_TEXTS.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(ERROR_MESSAGES.recordNotFound)).toBeInTheDocument();
    expect(requests).toContain(`${API_PATHS.applicationRetrieve}?id=${UNKNOWN_ID}`);
    expect(screen.queryByText(ERROR_MESSAGES.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('shows it without asking the server when the address names no application id', async () => {
    const { requests } = await openDetails('not-an-id');

    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_PAGE_TEXTS.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(ERROR_MESSAGES.recordNotFound)).toBeInTheDocument();
    expect(requests.some((url) => url.startsWith(API_PATHS.applicationRetrieve))).toBe(false);
  });
});
