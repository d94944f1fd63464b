import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE } from '@aviation-permits/domain/profile';
import type { ProfileValues } from '@aviation-permits/domain/profile';
import { ProfileForm } from './profile-form';
import type { ProfileFormProps } from './profile-form';

// The profile form as an applicant uses it: labels, the spec's messages beside each field and in
// the summary, MyInfo fields, the postal-code lookup and the file rules.

const VALID: ProfileValues = {
  ...EMPTY_PROFILE,
  salutation: 'Mr',
  name: 'Tan Ah Kow',
  email: 'tan@example.com',
  username: 'tanahkow',
  dateOfBirth: '1980-01-31',
  citizenship: 'SG',
  idType: 'NRIC/FIN',
  idNumber: 'S1234567D',
  mobileNumber: '91234567',
  primaryContactMode: 'Mobile',
  designation: 'Manager',
  addressType: 'Local',
  postalCode: '018956',
  blockHouseNo: '10',
  streetName: 'BAYFRONT AVENUE',
  premisesType: 'Office',
};

function renderForm(overrides: Partial<ProfileFormProps> = {}) {
  const props: ProfileFormProps = {
    initialValues: VALID,
    myinfoFields: [],
    documents: [],
    editable: true,
    myinfoAvailable: false,
    busy: false,
    onSaveDraft: vi.fn(),
    onSubmit: vi.fn(async () => []),
    lookUpPostalCode: vi.fn(async () => ({ found: false as const, message: 'Address not found.' })),
    ...overrides,
  };
  render(<ProfileForm {...props} />);
  // The picker's file-type filter is advice a user can override ("All files"); the form's own
  // check must catch what gets through.
  return { props, user: userEvent.setup({ applyAccept: false }) };
}

/** The message shown under a field, read through the field's aria-describedby. */
function errorOf(label: string): string {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
}

describe('profile form: validation messages', () => {
  it.each([
    ['Name', '', 'Name is mandatory.'],
    ['Email Address', 'tan@', 'Email Address is invalid'],
    ['Alternative Email', 'nope', 'Email Address is invalid'],
    ['ID Number', 'S1234567A', 'NRIC or FIN is invalid'],
    ['Mobile Number', '9123', 'Mobile Number is mandatory and should meet minimum length.'],
    ['Mobile Number', '', 'Mobile Number is mandatory and should meet minimum length.'],
    ['Mobile Number', '9123abcd', 'Mobile Number should be a number'],
    [
      'Office Number',
      '+60 12 345 6789',
      'Office Number must be a local number of 8 digits starting with 3, 6, 8 or 9',
    ],
    ['Postal Code', '12345', 'Postal Code must be 6 digits'],
    ['Block/House No.', '', 'Block/House No. is mandatory.'],
    ['Level No.', '2.5', 'Level No. should be a number without decimal places'],
  ])('%s "%s" → "%s", beside the field and in the summary', async (label, typed, message) => {
    const { user, props } = renderForm();
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (typed) await user.type(input, typed);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(errorOf(label)).toBe(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    expect(summary).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the number of the chosen primary contact mode', async () => {
    const { user } = renderForm();

    await user.selectOptions(screen.getByLabelText('Primary Contact Mode'), 'Fax');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(errorOf('Fax Number')).toBe('Fax Number is mandatory and should meet minimum length.');
  });

  it('shows the foreign address fields and their rules for a foreign address', async () => {
    const { user } = renderForm();

    await user.selectOptions(screen.getByLabelText('Address Type'), 'Foreign');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.queryByLabelText('Postal Code')).toBeNull();
    expect(errorOf('City')).toBe('City is mandatory.');
    expect(errorOf('Country/Region')).toBe('Country/Region is mandatory.');
    expect(errorOf('Address Line 1')).toBe('Address Line 1 is mandatory.');
  });

  it('asks for a mailing address when it is not the same', async () => {
    const { user } = renderForm();

    await user.click(screen.getByLabelText('Same as local/foreign address'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(errorOf('Mailing Address')).toBe('Mailing Address is mandatory.');
  });

  it('marks the fields the server refused', async () => {
    const { user } = renderForm({
      onSubmit: vi.fn(async () => [
        {
          field: 'email',
          errorMessage: 'The Email address is already registered. Please try with different one.',
        },
      ]),
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(errorOf('Email Address')).toBe(
      'The Email address is already registered. Please try with different one.',
    );
  });
});

describe('profile form: documents', () => {
  const pdf = (name: string, size = 10) =>
    new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it.each([
    [
      'three files',
      [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')],
      'A maximum of 2 files can be uploaded.',
    ],
    [
      'a file over 2,048,000 bytes',
      [pdf('big.pdf', 2_048_001)],
      'File size should not be more than 2MB.',
    ],
    [
      'a Word document',
      [new File(['x'], 'letter.docx')],
      'Only PDF, PNG, JPG or JPEG files can be uploaded.',
    ],
  ])('refuses %s before any upload', async (_name, files, message) => {
    const { user, props } = renderForm();

    await user.upload(screen.getByLabelText('Supporting Documents'), files);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(errorOf('Supporting Documents')).toBe(message);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the profile with up to two files', async () => {
    const { user, props } = renderForm();
    const files = [pdf('licence.pdf'), pdf('permit.pdf')];

    await user.upload(screen.getByLabelText('Supporting Documents'), files);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Tan Ah Kow' }),
      files,
    );
  });
});

describe('profile form: MyInfo, lookup and draft', () => {
  it('shows MyInfo fields as such, read-only', () => {
    renderForm({ myinfoFields: ['name'], myinfoAvailable: true });

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription('Retrieved from Myinfo');
    expect(screen.getByRole('link', { name: 'Retrieve Myinfo' })).toHaveAttribute(
      'href',
      '/auth-service/v1/myinfo',
    );
  });

  it('fills the local address from the postal code', async () => {
    const { user } = renderForm({
      initialValues: { ...VALID, blockHouseNo: '', streetName: '' },
      lookUpPostalCode: vi.fn(async () => ({
        found: true as const,
        address: { blockNo: '10', streetName: 'BAYFRONT AVENUE', buildingName: 'MARINA BAY SANDS' },
      })),
    });

    await user.click(screen.getByRole('button', { name: 'Retrieve Address' }));

    expect(screen.getByLabelText('Block/House No.')).toHaveValue('10');
    expect(screen.getByLabelText('Street Name')).toHaveValue('BAYFRONT AVENUE');
    expect(screen.getByLabelText('Building Name')).toHaveValue('MARINA BAY SANDS');
  });

  it('says when a postal code has no address', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Retrieve Address' }));

    expect(await screen.findByText('Address not found.')).toBeVisible();
  });

  it('saves the draft as it is, without validating it', async () => {
    const { user, props } = renderForm({ initialValues: EMPTY_PROFILE });

    await user.type(screen.getByLabelText('Name'), 'Tan');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(props.onSaveDraft).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tan' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
