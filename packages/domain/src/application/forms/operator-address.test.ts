import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from '../../profile/profile-fields.js';
import { profileIssues, type ProfileRuleValues } from '../../profile/profile-rules.js';
import { applicationDraftSchema, applicationIssues } from './application-form.js';
import { CONTEXT, aerialActivity } from './example-forms.fixture.js';

// APP-21: the operator company's address, a local address with the profile's rules (ACC-19).

const kite = aerialActivity('KITE');

function operatorMessage(field: string, value: string | undefined): string | undefined {
  return applicationIssues({ ...kite, [field]: value }, CONTEXT).find(
    (issue) => issue.field === field,
  )?.message;
}

/** The profile's message for one local-address field, the rest of the profile left as it is. */
function profileMessage(field: ProfileTextField, value: string): string | undefined {
  const blank = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, '']));
  const values = {
    ...blank,
    addressType: 'Local',
    mailingSameAsAddress: true,
    [field]: value,
  } as ProfileRuleValues;
  return profileIssues(values).find((issue) => issue.field === field)?.message;
}

describe('the operator address on submission (APP-21)', () => {
  it.each([
    ['operatorBlockHouseNo', '', 'Block/House No. is mandatory.'],
    ['operatorBlockHouseNo', undefined, 'Block/House No. is mandatory.'],
    ['operatorStreetName', ' ', 'Street Name is mandatory.'],
    ['operatorLevelNo', '1.5', 'Level No. should be a number without decimal places'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(operatorMessage(field, value)).toBe(message);
  });

  it('leaves level, unit and building name optional', () => {
    const form = { ...kite, operatorLevelNo: '', operatorUnitNo: '', operatorBuildingName: '' };
    expect(applicationIssues(form, CONTEXT)).toEqual([]);
  });

  it.each([
    ['operatorPostalCode', 'postalCode', '12345'],
    ['operatorBlockHouseNo', 'blockHouseNo', ''],
    ['operatorStreetName', 'streetName', ''],
    ['operatorLevelNo', 'levelNo', '1.5'],
    ['operatorLevelNo', 'levelNo', ''],
    ['operatorUnitNo', 'unitNo', ''],
    ['operatorBuildingName', 'buildingName', ''],
  ] as const)('answers %s like the profile’s %s for %j', (operator, profile, value) => {
    expect(operatorMessage(operator, value)).toBe(profileMessage(profile, value));
  });
});

describe('the operator address in a draft (APP-21, APP-45)', () => {
  it('still loads a draft saved before the address fields existed', () => {
    const draft = { category: 4, operatorCompanyName: 'Skyworks', operatorPostalCode: '018956' };
    expect(applicationDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('keeps a partly filled address, trimmed', () => {
    const draft = { category: 4, operatorBlockHouseNo: ' 10 ', operatorStreetName: '' };
    expect(applicationDraftSchema.parse(draft)).toMatchObject({
      operatorBlockHouseNo: '10',
      operatorStreetName: '',
    });
  });
});
