// Schemas of the release registry's API (issue 21 'Registry'): staff only (a staff token with a
// release permission), in the reference under 'releases'.
import { RELEASE_CODES, RELEASE_HOW, RELEASE_REASON_MAX, RELEASE_URL_MAX, RELEASE_URL_PATTERN, RELEASE_VERSION_MAX, RELEASE_VERSION_PATTERN } from '@shop/shared/rules';
import { objectOf, replies, routeSchema } from '../../http/envelope.js';
import { REMOTE_NAMES } from './manifest.js';

const TAG = 'releases';
const TARGETS = ['host', ...REMOTE_NAMES];
const target = { type: 'string', enum: TARGETS, description: "'host' or a remote's name" } as const;
const version = { type: 'string', minLength: 1, maxLength: RELEASE_VERSION_MAX, pattern: RELEASE_VERSION_PATTERN, description: 'A published version (its folder in the deploy folder), or any name with url' } as const;
const reason = { type: 'string', minLength: 1, maxLength: RELEASE_REASON_MAX, pattern: '\\S', description: 'Why: required, kept in the history' } as const;

const change = objectOf({
  id: { type: 'integer' },
  releaseId: { type: 'integer', description: 'Shared by every target moved in one release' },
  target,
  version: { type: 'string' },
  url: { type: ['string', 'null'], description: "The build's mf-manifest.json (null for the host)" },
  previousVersion: { type: ['string', 'null'] },
  previousUrl: { type: ['string', 'null'] },
  actor: { type: 'string', description: "A staff id, 'build' (the build's record in the deploy folder) or 'system'" },
  at: { type: 'string', format: 'date-time' },
  reason: { type: 'string' },
  how: { type: 'string', enum: [...RELEASE_HOW] },
});
const pointer = objectOf({ version: { type: 'string' }, url: { type: 'string' } });
const live = objectOf({
  host: { type: ['object', 'null'], additionalProperties: false, required: ['version'], properties: { version: { type: 'string' } } },
  remotes: { type: 'object', additionalProperties: false, properties: Object.fromEntries(REMOTE_NAMES.map((r) => [r, pointer])) },
  stamp: { type: 'integer', description: 'Moves with every change; every instance serves the same stamp within a second' },
});

const codes = `401 6/7/8: no valid staff token. 403 STAFF_ONLY: a member's token. 403 ${RELEASE_CODES.permission}: no release permission for that target.`;

export const listSchema = routeSchema(TAG, 'What is live and the history of changes (who, when, why, how); needs any release permission', {
  querystring: { type: 'object', additionalProperties: false, properties: { target, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } } },
  response: replies(objectOf({ live, permissions: { type: 'array', items: { type: 'string' } }, history: { type: 'array', items: change } }), { description: `What is live, the caller's release permissions and the newest changes first. ${codes}` }),
});

const changed = replies(objectOf({ releaseId: { type: 'integer' }, changes: { type: 'array', items: change }, live }), { status: 201 });

export const releaseSchema = routeSchema(TAG, 'Release: move one or several targets to other versions at once (all or none), after the contract check of the whole set', {
  description: `${codes} 409 ${RELEASE_CODES.contract}: the release would break the host's contract (nothing changed). 422 ${RELEASE_CODES.notPublished}: a version not published and no url. 400 ${RELEASE_CODES.duplicateTarget}: a target twice.`,
  body: {
    type: 'object',
    required: ['moves', 'reason'],
    additionalProperties: false,
    properties: {
      moves: {
        type: 'array',
        minItems: 1,
        maxItems: TARGETS.length,
        items: { type: 'object', required: ['target', 'version'], additionalProperties: false, properties: { target, version, url: { type: 'string', minLength: 1, maxLength: RELEASE_URL_MAX, pattern: RELEASE_URL_PATTERN, description: "A remote's mf-manifest.json elsewhere (a CDN)" } } },
      },
      reason,
    },
    examples: [
      { moves: [{ target: 'catalogue', version: 'v20261121-124355759' }], reason: 'New filters on the listing page' },
      { moves: [{ target: 'catalogue', version: 'v20261121-124355759' }, { target: 'basket-checkout', version: 'v20261121-130102004' }], reason: 'The basket event renamed on both sides' },
    ],
  },
  response: changed,
});

export const rollbackSchema = routeSchema(TAG, 'Roll one target back to the version before the current one', {
  description: `${codes} Operations ('*') may roll back any target. 409 ${RELEASE_CODES.nothingToRollBack}: no earlier version. 409 ${RELEASE_CODES.contract}: the rollback would break the contract.`,
  body: { type: 'object', required: ['target', 'reason'], additionalProperties: false, properties: { target, reason }, examples: [{ target: 'catalogue', reason: 'Listing page errors since the 14:02 release' }] },
  response: changed,
});
