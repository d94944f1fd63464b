import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import type { DateTimeRow } from '@aviation-permits/domain/activity';
import { DATE_HINT } from './date-input';
import { DateTimeRowsField, emptyDateTimeRow } from './date-time-rows-field';

// APP-81: the kit's date and time rows, as the application's dates step and the Enquiry Tool's
// "When?" use them: dates typed as dd/mm/yyyy (APP-82), the browser's time input, rows added up
// to the form's limit and removed, and each message tied to its control.

interface RowsForm {
  dateTimeRows: DateTimeRow[];
}

function Rows({ errors = {} }: { errors?: Record<string, string> }) {
  const form = useForm<RowsForm>({ defaultValues: { dateTimeRows: [emptyDateTimeRow()] } });
  const rows = useWatch({ control: form.control, name: 'dateTimeRows' });
  return (
    <>
      <DateTimeRowsField
        control={form.control}
        idPrefix="test"
        legend="When?"
        hint="Singapore time."
        maxRows={2}
        errorOf={(name) => errors[name]}
      />
      <output aria-label="Form value">{JSON.stringify(rows)}</output>
    </>
  );
}

describe('the date and time rows', () => {
  it('hands the form calendar dates typed day first and 24-hour times', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    const row = screen.getByRole('group', { name: 'Date and time 1' });

    await user.type(within(row).getByLabelText('Start Date'), '03/01/2027');
    await user.type(within(row).getByLabelText('End Date'), '4/1/2027');
    await user.type(within(row).getByLabelText('Start Time'), '18:30');

    expect(within(row).getByLabelText('Start Date')).toHaveAccessibleDescription(DATE_HINT);
    expect(within(row).getByLabelText('End Time')).toHaveAttribute('type', 'time');
    expect(JSON.parse(screen.getByLabelText('Form value').textContent ?? '')).toEqual([
      { startDate: '2027-01-03', endDate: '2027-01-04', startTime: '18:30', endTime: '' },
    ]);
  });

  it('adds rows up to the limit and removes any but the last one left', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add date and time' }));

    expect(screen.getByRole('group', { name: 'Date and time 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add date and time' })).toBeNull();
    await user.type(screen.getAllByLabelText('Start Date')[1] as HTMLElement, '25/12/2027');
    await user.click(screen.getByRole('button', { name: 'Remove date and time 1' }));

    expect(screen.queryByRole('group', { name: 'Date and time 2' })).toBeNull();
    expect(screen.getByLabelText('Start Date')).toHaveValue('25/12/2027');
    expect(screen.getByRole('button', { name: 'Add date and time' })).toBeVisible();
  });

  it("ties each control's message to it and the list's own to the group", () => {
    render(
      <Rows
        errors={{
          dateTimeRows: 'Date and Time is mandatory.',
          'dateTimeRows.0.endTime': 'End Time is mandatory.',
        }}
      />,
    );

    const group = screen.getByRole('group', { name: 'When?' });
    expect(group).toHaveAccessibleDescription('Singapore time. Date and Time is mandatory.');
    expect(group).toHaveAttribute('id', 'test-dateTimeRows');
    const endTime = screen.getByLabelText('End Time');
    expect(endTime).toHaveAttribute('aria-invalid', 'true');
    expect(endTime).toHaveAccessibleDescription('End Time is mandatory.');
    expect(endTime).toHaveAttribute('id', 'test-dateTimeRows-0-endTime');
    expect(screen.getByLabelText('Start Time')).not.toHaveAttribute('aria-invalid');
  });
});
