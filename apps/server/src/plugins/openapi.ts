import { OPERATIONAL_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the routes' zod schemas (the same schemas that validate
// requests and responses), served as JSON at /api-docs/json and browsable with Swagger UI at
// /api-docs. Registered before the routes, so that it sees them all. The document is always
// generated (app.swagger(), which the fuzz suite reads); it is served only when API_DOCS says so,
// by default everywhere but production (OPS-5, OPS-12).

export const openApiPlugin = fp<{ productName: string; serve: boolean }>(
  async (app, { productName, serve }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${productName} API`,
          description:
            'Service calls of the portal. Every call under a service base path needs the ' +
            'access-content header; state-changing calls also need the CSRF header.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            accessContent: { type: 'apiKey', in: 'header', name: REQUEST_HEADERS.accessContent },
            csrfToken: { type: 'apiKey', in: 'header', name: REQUEST_HEADERS.csrfToken },
          },
        },
        security: [{ accessContent: [] }],
      },
      transform: jsonSchemaTransform,
    });
    if (!serve) return;
    await app.register(fastifySwaggerUi, {
      routePrefix: OPERATIONAL_PATHS.apiDocs,
      // No call to the public validator service: the portal's pages talk only to their origin.
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
