// The v3 API's reference: an OpenAPI 3.1 document generated from the route schemas
// (GET /v3/openapi.json) and an explorer (GET /v3/docs, Swagger UI served from the package,
// no CDN). Registered before the routes, so it sees every one of them.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { routeSchema } from './envelope.js';

export const OPENAPI_PATH = '/v3/openapi.json';
export const DOCS_PATH = '/v3/docs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route added after this plugin, as Fastify was given it (the OpenAPI test checks each one). */
    routeTable: RouteOptions[];
  }
}

async function openapi(app: FastifyInstance) {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => void app.routeTable.push(route));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Little Loop API',
        version: '3',
        description: "The v3 API of Little Loop, a UK shop for pre-loved children's goods. Answers are the envelope { response: { ack, data, error } }; error codes are those of spec §8.",
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of /auth/token' } } },
    },
  });

  app.get(OPENAPI_PATH, { schema: routeSchema('api reference', 'This document (OpenAPI 3.1)', { response: { 200: { description: 'The OpenAPI document', type: 'object', additionalProperties: true } } }) }, async () =>
    app.swagger(),
  );

  // The explorer's own routes (page, assets, a copy of the document) carry schemas too, hidden.
  await app.register(async (explorer) => {
    explorer.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true, tags: ['api reference'], summary: 'API explorer (Swagger UI)', response: { 200: { description: 'A page, script, style sheet or image of the explorer' } } };
    });
    await explorer.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null, deepLinking: true }, theme: { title: 'Little Loop API' } });
  });
}

export default fp(openapi, { name: 'shop-openapi' });
