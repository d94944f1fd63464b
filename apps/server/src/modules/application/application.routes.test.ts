import { API_PATHS, REQUEST_HEADERS, getInitData, initDataSchema } from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';

let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe('GET /permits-service/v1/application/common/init-data', () => {
  it("answers the domain's shared initial data, in the shape of initDataSchema", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.initData,
      headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
    });

    expect(response.statusCode).toBe(200);
    const initData = initDataSchema.parse(response.json());
    expect(initData).toEqual(getInitData());
    expect(initData.categories.map((category) => category.id)).toEqual([1, 2, 3, 4]);
    expect(initData.countries).toContainEqual({ code: 'SG', name: 'Singapore' });
  });
});
