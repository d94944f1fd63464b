import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ApplicationAnswers, NOT_GIVEN } from './application-answers';

// APP-21, APP-50: the review step and the details page read the operator company's address back.

const ANSWERS = {
  operatorCompanyName: 'Skyworks Pte Ltd',
  operatorPostalCode: '018956',
  operatorBlockHouseNo: '10',
  operatorStreetName: 'BAYFRONT AVENUE',
  operatorLevelNo: '',
  operatorBuildingName: 'MARINA BAY SANDS',
};

/** The answer shown beside each term of the operator part, in order. */
function operatorPart(): [string, string][] {
  const part = screen.getByRole('region', { name: 'Operator and safety personnel' });
  const terms = within(part).getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']);
}

describe('ApplicationAnswers: the operator address (APP-21)', () => {
  it('shows the operator company’s address after its postal code', () => {
    render(<ApplicationAnswers category={3} answers={ANSWERS} documents={[]} />);

    expect(operatorPart().slice(0, 7)).toEqual([
      ['Operator Company Name', 'Skyworks Pte Ltd'],
      ['Postal Code', '018956'],
      ['Block/House No.', '10'],
      ['Street Name', 'BAYFRONT AVENUE'],
      ['Level No.', NOT_GIVEN],
      ['Unit No.', NOT_GIVEN],
      ['Building Name', 'MARINA BAY SANDS'],
    ]);
  });

  it('says "Not given" for an application saved before the address was asked', () => {
    render(
      <ApplicationAnswers
        category={3}
        answers={{ operatorCompanyName: 'Skyworks Pte Ltd', operatorPostalCode: '018956' }}
        documents={[]}
      />,
    );

    expect(operatorPart()).toContainEqual(['Street Name', NOT_GIVEN]);
  });
});
