import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadTimeMessage } from '@aviation-permits/domain/messages';
import { DATE_HINT } from '@/components/form/date-input';
import { NEXT_LABEL } from './application-form';
import {
  answerShipActivityStep,
  currentStep,
  renderForm,
} from '../../../../tests/application-form-harness';

// APP-3, APP-7, APP-82: the lead time and the earliest start date are the server's, judged by its
// today and holidays whatever the browser's clock says, and the dates are typed day first.

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe(
  'APP-3, APP-7: the dates are judged by the server’s today and holidays, not the browser’s',
  { timeout: 30_000 },
  () => {
    // The browser's clock says mid-June; the server's today is Monday 2 March, and its list has a
    // holiday on Tuesday 3 March, so 7 working days ahead is Thursday 12 March, not Wednesday 11.
    const SERVER_HOLIDAY = '2026-03-03';
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T02:00:00.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says the lead time and the earliest start date, and refuses a start before it at its row', async () => {
      const { user } = renderForm('/apply/permit?category=3', [SERVER_HOLIDAY]);

      expect(
        await screen.findByText(`${leadTimeMessage(7)} The earliest start date is 12 Mar 2026.`),
      ).toBeInTheDocument();
      // In the past by the browser's clock, not by the server's today.
      await answerShipActivityStep(user, '11/03/2026');
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
      await waitFor(() => expect(currentStep()).toBe('2. Dates and times'));

      const row = screen.getByRole('group', { name: 'Date and time 1' });
      const startDate = within(row).getByLabelText('Start Date');
      for (const [label, value] of [
        ['Start Date', '11/03/2026'],
        ['End Date', '11/03/2026'],
        ['Start Time', '10:00'],
        ['End Time', '12:00'],
      ] as const) {
        fireEvent.change(within(row).getByLabelText(label), { target: { value } });
      }
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

      await waitFor(() => expect(startDate).toHaveAttribute('aria-invalid', 'true'));
      expect(startDate).toHaveAccessibleDescription(`${DATE_HINT} ${leadTimeMessage(7)}`);
      expect(currentStep()).toBe('2. Dates and times');

      fireEvent.change(startDate, { target: { value: '12/03/2026' } });
      fireEvent.change(within(row).getByLabelText('End Date'), {
        target: { value: '12/03/2026' },
      });
      await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
      await waitFor(() => expect(currentStep()).toBe('3. Location'));
    });
  },
);
