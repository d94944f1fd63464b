import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DATE_HINT, DateInput, dateFromTyped } from './date-input';
import { FormField } from './form-field';

// APP-82: dates are typed as dd/mm/yyyy whatever the browser's locale, and the form gets the
// domain's calendar date.

function DateField({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField id="start" label="Start Date" hint={DATE_HINT} error={error}>
        {({ invalidClass, ...control }) => (
          <DateInput
            {...control}
            className={`form-control${invalidClass}`}
            value={value}
            onChange={setValue}
          />
        )}
      </FormField>
      <output aria-label="Form value">{value}</output>
      <button type="button" onClick={() => setValue('2027-12-25')}>
        Restore
      </button>
    </>
  );
}

describe('the date entry', () => {
  it.each([
    ['03/01/2027', '2027-01-03'],
    ['3/1/2027', '2027-01-03'],
    ['2027-01-03', '2027-01-03'],
    ['', ''],
    ['31/02/2027', '31/02/2027'],
    ['01/13/2027', '01/13/2027'],
  ])('reads %j as %j for the form', (typed, value) => {
    expect(dateFromTyped(typed)).toBe(value);
  });

  it('is a text field typed day first, handing the form the calendar date', async () => {
    const user = userEvent.setup();
    render(<DateField />);
    const input = screen.getByLabelText('Start Date');
    expect(input).toHaveAttribute('type', 'text');

    await user.type(input, '03/01/2027');

    expect(screen.getByLabelText('Form value')).toHaveTextContent('2027-01-03');
    expect(input).toHaveValue('03/01/2027');
    expect(input).toHaveAccessibleDescription(DATE_HINT);
  });

  it('shows a date the form is given as dd/mm/yyyy', async () => {
    const user = userEvent.setup();
    render(<DateField initial="2027-01-03" />);
    expect(screen.getByLabelText('Start Date')).toHaveValue('03/01/2027');

    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(screen.getByLabelText('Start Date')).toHaveValue('25/12/2027');
  });

  it('announces its error with the hint and marks itself invalid', () => {
    render(<DateField initial="31/02/2027" error="Start Date is invalid" />);
    const input = screen.getByLabelText('Start Date');

    expect(input).toHaveValue('31/02/2027');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${DATE_HINT} Start Date is invalid`);
  });
});
