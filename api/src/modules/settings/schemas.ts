// Schemas of settings and reference lists (content: modules/content/schemas.ts) (spec §6, §7 'Content / settings').
import { FEATURE_FLAGS, SHOP_PLATFORM_ID } from '@shop/shared/rules';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

const platformId = { type: 'integer', minimum: 1, maximum: 1000, description: `The web shop is platform ${SHOP_PLATFORM_ID}` } as const;
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

// Staff: the §6 feature flags, changed without a deploy (modules/settings/feature-flags.ts).
const flagView = {
  type: 'object',
  additionalProperties: false,
  required: ['flag', 'on', 'overridden', 'lastChange'],
  properties: {
    flag: { type: 'string', enum: [...FEATURE_FLAGS] },
    on: { type: 'boolean' },
    overridden: { type: 'boolean', description: 'set by the environment (FEATURE_*): a change is kept but shows only once the override is removed' },
    lastChange: { type: ['object', 'null'], additionalProperties: false, properties: { turnedOn: { type: 'boolean' }, changedBy: { type: 'string' }, changedAt: { type: 'string', format: 'date-time' } } },
  },
} as const;
const flagsReply = replies(open({ featureFlags: { type: 'array', items: flagView } }));
export const staffFlagsSchema = routeSchema('staff', 'The feature flags of §6: on or off, overridden by the environment, last changed by whom', { response: flagsReply });
export const staffSetFlagSchema = routeSchema('staff', 'Turn one feature flag on or off (kept with who and when); pages follow on their next load', {
  params: { type: 'object', required: ['flag'], additionalProperties: false, properties: { flag: { type: 'string', enum: [...FEATURE_FLAGS] } } },
  body: { type: 'object', required: ['on'], additionalProperties: false, properties: { on: { type: 'boolean' } } },
  response: flagsReply,
});
