import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { fakePermitsService, shipApplication } from '../../../../tests/fake-permits-service';
import { renderPortal } from '../../../../tests/render-portal';
import { NO_APPLICATIONS_TEXT } from './applications-table';

// ERR-15: a search or filter that finds nothing says "Record(s) not found."; a category that is
// simply empty says so in its own words.

async function openDashboard(query: string) {
  const service = fakePermitsService(shipApplication('DRAFT'));
  await renderPortal({
    path: `/dashboard${query}`,
    session: { userSessionValid: true, status: 'ACTIVE', fullName: 'Tan Ah Kow' },
    answer: service.answer,
  });
}

describe('an empty dashboard list', () => {
  it.each([
    ['a search', '?search=Nowhere'],
    ['a category filter', '?categoryId=2'],
    ['a date filter', '?dateFrom=2026-03-01'],
  ])('after %s that finds nothing says "Record(s) not found."', async (_case, query) => {
    await openDashboard(query);

    expect(await screen.findByText(ERROR_MESSAGES.recordsNotFound)).toBeInTheDocument();
  });

  it('without a search or filter says the category is empty', async () => {
    await openDashboard('');

    expect(await screen.findByText(NO_APPLICATIONS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(ERROR_MESSAGES.recordsNotFound)).not.toBeInTheDocument();
  });
});
