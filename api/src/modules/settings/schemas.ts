// Schemas of settings and reference lists (content: modules/content/schemas.ts) (spec §6, §7 'Content / settings').
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

const platformId = { type: 'integer', minimum: 1, maximum: 1000, description: 'The web shop is platform 16' } as const;
const platformQuery = { type: 'object', required: ['platformId'], properties: { platformId } } as const;

export const preloginSchema = routeSchema('settings', 'Settings before sign-in: limits, feature flags, delivery terms', {
  querystring: platformQuery,
  response: replies(open({ preLoginSettings: open({ platformId: { type: 'integer' }, featureFlags: open(), limits: open() }) })),
});
export const postloginSchema = routeSchema('settings', 'Settings for a signed-in member', {
  querystring: { ...platformQuery, properties: { platformId, memberId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } },
  response: replies(open({ postLoginSettings: open({ platformId: { type: 'integer' }, memberId: { type: 'string' } }) })),
});
const list = (summary: string, name: string, idName: string, label: string) =>
  routeSchema('settings', summary, { response: replies(open({ [name]: openList({ [idName]: { type: 'integer' }, [label]: { type: 'string' } }) })) });
export const titlesSchema = list('Titles (Mr, Mrs, Ms, …)', 'titles', 'titleId', 'title');
export const idTypesSchema = list('Kinds of identity document', 'idTypes', 'idTypeId', 'name');
export const consentTypesSchema = list('Kinds of consent a member may give', 'consentTypes', 'consentTypeId', 'name');
export const regionsSchema = list('UK regions', 'regions', 'regionId', 'name');
