// Schemas of what the deployment serves: the builds, the remotes manifest, the service worker and
// the shop's pages. Deployment internals, not the v3 API: hidden from the reference, still described.
import { failureEnvelope, nonJson, routeSchema } from '../../http/envelope.js';

const TAG = 'deployment';
const textNotFound = { 404: { description: 'Not found', content: { 'text/plain': { schema: { type: 'string' } } } } };

export const staticBuildSchema = (url: string) =>
  routeSchema(TAG, `A file of a published build (${url})`, {
    hide: true,
    params: { type: 'object', properties: { '*': { type: 'string', description: '<version>/<file> or <remote>/<version>/<file>' } } },
    response: { 200: { description: 'A script, style sheet, manifest or picture (precompressed when the client accepts it)' }, '4xx': failureEnvelope },
  });

export const manifestSchema = routeSchema(TAG, 'The live version of the host and every remote', {
  hide: true,
  response: {
    200: {
      description: 'The remotes manifest',
      type: 'object',
      additionalProperties: true,
      properties: { host: { type: ['object', 'null'], additionalProperties: true }, remotes: { type: 'object', additionalProperties: true } },
    },
  },
});

export const serviceWorkerSchema = routeSchema(TAG, "The live host's service worker", {
  hide: true,
  response: nonJson('application/javascript', 'The service worker script', textNotFound),
});

export const pageSchema = routeSchema(TAG, 'A page of the shop: index.html with the first view painted (404 for an unknown route)', {
  hide: true,
  params: { type: 'object', properties: { '*': { type: 'string' } } },
  response: nonJson('text/html', 'The page', {
    404: { description: 'Page not found (HTML), or the envelope for an unknown API path', content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: failureEnvelope } } },
  }),
});
