import { API_PATHS, OPERATIONAL_PATHS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { name: string }> };
}

describe('the API document', () => {
  it('describes every call of this issue, generated from the zod schemas', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${OPERATIONAL_PATHS.apiDocs}/json`,
    });
    const document = response.json<OpenApiDocument>();

    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.0.3');
    const documented = Object.entries(document.paths);
    for (const path of [...Object.values(API_PATHS), OPERATIONAL_PATHS.health]) {
      // Any method; a path that takes a parameter is documented as `${path}/{name}`.
      const operations = documented
        .filter(
          ([documentedPath]) => documentedPath === path || documentedPath.startsWith(`${path}/{`),
        )
        .flatMap(([, methods]) => Object.values(methods));
      expect(operations[0]?.responses, path).toBeDefined();
    }
    expect(document.paths[API_PATHS.status]?.get?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { userSessionValid: { type: 'boolean' } } },
        },
      },
    });
    expect(document.components.securitySchemes.accessContent?.name).toBe('x-access-content');
  });

  it('leaves out the development-only settings route', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${OPERATIONAL_PATHS.apiDocs}/json`,
    });

    expect(Object.keys(response.json<OpenApiDocument>().paths)).not.toContain('/dev/portal-config');
  });

  it('is browsable with Swagger UI at /api-docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: OPERATIONAL_PATHS.apiDocs });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});

describe('API_DOCS=false (the production default, OPS-5)', () => {
  let closed: TestAppHandle;

  beforeAll(async () => {
    closed = await startTestApp({ config: testConfig({ API_DOCS: 'false' }) });
  });
  afterAll(() => closed.close());

  it.each([OPERATIONAL_PATHS.apiDocs, `${OPERATIONAL_PATHS.apiDocs}/json`])(
    'answers %s with the 404 envelope',
    async (url) => {
      const response = await closed.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404 });
    },
  );

  it('still generates the document for the tools that read it in-process', () => {
    const document = closed.app.swagger() as unknown as OpenApiDocument;

    expect(document.paths[API_PATHS.status]?.get?.responses['200']).toBeDefined();
  });
});
