import { API_PATHS } from '@aviation-permits/domain/http';
import { CATEGORY_API_PATHS, applicationRecordSchema } from '@aviation-permits/domain/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIP_CROSSING } from '@aviation-permits/domain/test-fixtures';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// APP-21: the operator company's address is part of the form: submitted, stored and read back
// by application/retrieve; refused with the profile's messages when block or street is missing;
// and a draft saved before the address was asked still loads.

const NOW = new Date('2026-03-02T02:00:00.000Z'); // Monday 2 March 2026, 10:00 in Singapore

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({ now: () => NOW });
  applicant = await signInApplicant(server.app, server.db, 'operator@example.com', { at: NOW });
});
afterAll(() => server.close());

const SHIP = { ...SHIP_CROSSING, supportingDocumentIds: [] };

function submit(id: string, form: object) {
  return applicant.request({
    method: 'POST',
    url: CATEGORY_API_PATHS[3].submit,
    json: { id, version: 1, form },
  });
}

async function retrieve(id: string) {
  const response = await applicant.request({
    method: 'GET',
    url: `${API_PATHS.applicationRetrieve}?id=${id}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return applicationRecordSchema.parse(response.json());
}

describe('the operator address (APP-21)', () => {
  it('is stored with the submission and read back, trimmed', async () => {
    const draft = await createDraft(applicant, { category: 3 });
    const form = {
      ...SHIP,
      operatorBlockHouseNo: ' 10 ',
      operatorStreetName: 'BAYFRONT AVENUE',
      operatorLevelNo: '12',
      operatorUnitNo: '01',
      operatorBuildingName: 'MARINA BAY SANDS',
    };

    const response = await submit(draft.id, form);

    expect(response.statusCode, response.body).toBe(200);
    expect((await retrieve(draft.id)).form).toMatchObject({
      operatorPostalCode: '018956',
      operatorBlockHouseNo: '10',
      operatorStreetName: 'BAYFRONT AVENUE',
      operatorLevelNo: '12',
      operatorUnitNo: '01',
      operatorBuildingName: 'MARINA BAY SANDS',
    });
  });

  it('refuses a submission without block and street, with the profile’s messages', async () => {
    const draft = await createDraft(applicant, { category: 3 });
    const { operatorBlockHouseNo: _block, ...withoutBlock } = SHIP;

    const response = await submit(draft.id, { ...withoutBlock, operatorStreetName: ' ' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: expect.arrayContaining([
        { field: 'form.operatorBlockHouseNo', errorMessage: 'Block/House No. is mandatory.' },
        { field: 'form.operatorStreetName', errorMessage: 'Street Name is mandatory.' },
      ]),
    });
  });

  it('still loads a draft saved before the address was asked', async () => {
    const saved = { category: 3, operatorCompanyName: 'Skyworks', operatorPostalCode: '018956' };
    const draft = await createDraft(applicant, saved);

    expect((await retrieve(draft.id)).form).toEqual(saved);
  });
});
