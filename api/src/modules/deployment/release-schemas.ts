// Schemas of the release registry's API (issue 21 'Registry'): staff only (a staff token with a
// release permission), in the reference under 'releases'.
import {
  BEACON_KINDS,
  BEACON_TOKEN_MINUTES,
  CANARY_CODES,
  MAX_BEACONS_PER_PAGE,
  PREVIEW_CODES,
  PREVIEW_COOKIE,
  PREVIEW_ID_PATTERN,
  PREVIEW_EXIT_PATH,
  PREVIEW_MINUTES_DEFAULT,
  PREVIEW_MINUTES_MAX,
  PREVIEW_PATH,
  RELEASE_CODES,
  RELEASE_HOW,
  RELEASE_KINDS,
  RELEASE_REASON_MAX,
  RELEASE_URL_MAX,
  RELEASE_URL_PATTERN,
  RELEASE_VERSION_MAX,
  RELEASE_VERSION_PATTERN,
} from '@shop/shared/rules';
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
  kind: { type: 'string', enum: [...RELEASE_KINDS], description: "'release' moved the live pointer (so does 'canary-promote'); the other canary steps leave it" },
  share: { type: ['integer', 'null'], description: "A canary's share after the step (null for a release)" },
});
const pointer = objectOf({ version: { type: 'string' }, url: { type: 'string' } });
const live = objectOf({
  host: { type: ['object', 'null'], additionalProperties: false, required: ['version'], properties: { version: { type: 'string' } } },
  remotes: { type: 'object', additionalProperties: false, properties: Object.fromEntries(REMOTE_NAMES.map((r) => [r, pointer])) },
  stamp: { type: 'integer', description: 'Moves with every change; every instance serves the same stamp within a second' },
});

const remote = { type: 'string', enum: [...REMOTE_NAMES], description: "A remote's name (the host has no canary)" } as const;
const share = { type: 'integer', minimum: 1, maximum: 100, description: 'Percent of visitors (their cohort) who get the canary' } as const;
const figures = objectOf({ visits: { type: 'integer' }, failures: { type: 'integer' }, rate: { type: 'number', description: 'failures / visits' } });
const canary = objectOf({
  target: remote,
  canaryId: { type: 'integer', description: 'Names its cohorts: the release id of its start' },
  version: { type: 'string' },
  url: { type: 'string' },
  share: { type: 'integer', minimum: 0, maximum: 100, description: '0: paused' },
  startedBy: { type: 'string' },
  reason: { type: 'string' },
  startedAt: { type: 'string', format: 'date-time' },
});
const canaryWithFigures = objectOf({
  ...canary.properties,
  figures: objectOf({ windowMinutes: { type: 'integer' }, canary: figures, stable: objectOf({ ...figures.properties, version: { type: ['string', 'null'] } }) }),
});

const codes = `401 6/7/8: no valid staff token. 403 STAFF_ONLY: a member's token. 403 ${RELEASE_CODES.permission}: no release permission for that target.`;

export const listSchema = routeSchema(TAG, 'What is live and the history of changes (who, when, why, how); needs any release permission', {
  querystring: { type: 'object', additionalProperties: false, properties: { target, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } } },
  response: replies(objectOf({ live, canaries: { type: 'array', items: canaryWithFigures }, permissions: { type: 'array', items: { type: 'string' } }, history: { type: 'array', items: change } }), {
    description: `What is live for everyone, the running canaries with their figures (the sliding window), the caller's release permissions and the newest changes first. ${codes}`,
  }),
});

/** The synthetic check after the change (synthetic-check.ts), run before the answer; rolledBack: the shop's undo when it failed. */
const check = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'detail', 'ms'],
  description:
    "The synthetic check of every remote the change moved: its manifest and entry load, its prerender renders one route. Failed: the change was undone (rolledBack: the history's rows, who 'system', how 'automatic'), except after a rollback",
  properties: {
    ok: { type: 'boolean' },
    detail: { type: 'string', description: 'What was checked, or what failed' },
    ms: { type: 'integer', description: 'How long the check took' },
    rolledBack: objectOf({ releaseId: { type: 'integer' }, changes: { type: 'array', items: change } }),
  },
} as const;

const changed = replies(objectOf({ releaseId: { type: 'integer' }, changes: { type: 'array', items: change }, check, live }), { status: 201 });

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
        items: {
          type: 'object',
          required: ['target', 'version'],
          additionalProperties: false,
          properties: { target, version, url: { type: 'string', minLength: 1, maxLength: RELEASE_URL_MAX, pattern: RELEASE_URL_PATTERN, description: "A remote's mf-manifest.json elsewhere (a CDN)" } },
        },
      },
      reason,
    },
    examples: [
      { moves: [{ target: 'catalogue', version: 'v20261121-124355759' }], reason: 'New filters on the listing page' },
      {
        moves: [
          { target: 'catalogue', version: 'v20261121-124355759' },
          { target: 'basket-checkout', version: 'v20261121-130102004' },
        ],
        reason: 'The basket event renamed on both sides',
      },
    ],
  },
  response: changed,
});

export const rollbackSchema = routeSchema(TAG, 'Roll one target back to the version before the current one', {
  description: `${codes} Operations ('*') may roll back any target. 409 ${RELEASE_CODES.nothingToRollBack}: no earlier version. 409 ${RELEASE_CODES.contract}: the rollback would break the contract.`,
  body: { type: 'object', required: ['target', 'reason'], additionalProperties: false, properties: { target, reason }, examples: [{ target: 'catalogue', reason: 'Listing page errors since the 14:02 release' }] },
  response: changed,
});

// Canary releases (issue 21 'Canary and automatic rollback').
const canaryStepData = objectOf({ releaseId: { type: 'integer' }, changes: { type: 'array', items: change }, canary: { ...canary, type: ['object', 'null'] }, live });
// A start and a promote carry the synthetic check (the other steps move no version).
const canaryStep = replies({ ...canaryStepData, properties: { ...canaryStepData.properties, check } }, { status: 201 });
const canaryCodes = `${codes} 409 ${CANARY_CODES.noCanary}: no canary of that remote is running.`;
const targetAndReason = (example: string) => ({
  type: 'object',
  required: ['target', 'reason'],
  additionalProperties: false,
  properties: { target: remote, reason },
  examples: [{ target: 'catalogue', reason: example }],
});

export const canaryStartSchema = routeSchema(TAG, 'Start a canary: a published version live for a share of visitors (sticky cohorts); the same version again changes its share', {
  description:
    `Needs the remote's release permission. The cohort: a random id in the first-party cookie shop_cohort, hashed with the canary's id to 0-99; below the share gets the canary, and raising the share keeps everyone it had. ` +
    `${codes} 422 ${RELEASE_CODES.notPublished}: not published and no url. 409 ${RELEASE_CODES.contract}: it would break the host's contract. 409 ${CANARY_CODES.canaryIsLive}: that version is live for everyone already (or nothing is live). 409 ${CANARY_CODES.canaryRunning}: a canary of another version runs.`,
  body: {
    type: 'object',
    required: ['target', 'version', 'share', 'reason'],
    additionalProperties: false,
    properties: { target: remote, version, url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^(/|https?://)', description: "A remote's mf-manifest.json elsewhere (a CDN)" }, share, reason },
    examples: [{ target: 'catalogue', version: 'v20261121-124355759', share: 10, reason: 'New filters, to 10% first' }],
  },
  response: canaryStep,
});

export const canaryShareSchema = routeSchema(TAG, "Change a running canary's share (1-100); its cohorts stay, so raising it keeps everyone it had", {
  description: `Needs the remote's release permission. ${canaryCodes}`,
  body: {
    type: 'object',
    required: ['target', 'share', 'reason'],
    additionalProperties: false,
    properties: { target: remote, share, reason },
    examples: [{ target: 'catalogue', share: 50, reason: 'No errors at 10% for an hour' }],
  },
  response: canaryStep,
});

export const canaryPromoteSchema = routeSchema(TAG, 'Promote a canary: its version becomes the live version for everyone (the pointer moves, as a release)', {
  description: `Needs the remote's release permission. ${canaryCodes} 409 ${RELEASE_CODES.contract}: it would break the contract now.`,
  body: targetAndReason('Good figures at 50% for a day'),
  response: canaryStep,
});

export const canaryPauseSchema = routeSchema(TAG, 'Pause a canary: share 0, nobody gets it on their next load; it and its figures stay (resume by a new share)', {
  description: `The remote's release permission, or operations ('*'). ${canaryCodes}`,
  body: targetAndReason('Checkout errors under investigation'),
  response: canaryStep,
});

export const canaryAbortSchema = routeSchema(TAG, 'Abort a canary: dropped, everyone gets the live version on their next load', {
  description: `The remote's release permission, or operations ('*'). ${canaryCodes}`,
  body: targetAndReason('Wrong build'),
  response: canaryStep,
});

export const beaconSchema = routeSchema(TAG, "A browser's beacon about one remote: it mounted, threw, or failed to load (public, rate-limited per address)", {
  description:
    `Sent by the host with navigator.sendBeacon. Counted per remote, version and minute only (no address, cookie or anything about the visitor is kept); a version nobody is served is answered and not counted. ` +
    `Only beacons from a page the shop served count: token is the page's boot data 'beacon' (signed, good for ${BEACON_TOKEN_MINUTES} minutes, naming the versions that page was served), and a page counts at most ${MAX_BEACONS_PER_PAGE} of a kind per remote; without a valid token the beacon is answered and not counted. ` +
    `They measure canaries: the automatic rollback compares a canary's failure rate with the stable version's. 429 ${CANARY_CODES.beaconsThrottled}: too many from one address.`,
  body: {
    type: 'object',
    required: ['remote', 'version', 'kind'],
    additionalProperties: false,
    properties: {
      remote,
      version: { type: 'string', minLength: 1, maxLength: 100 },
      kind: { type: 'string', enum: [...BEACON_KINDS] },
      token: { type: 'string', maxLength: 2000, description: "The page's beacon token (its boot data's 'beacon')" },
    },
    examples: [{ remote: 'catalogue', version: 'v20261121-124355759', kind: 'error', token: 'eyJwIjoi….Qm9vdFRva2Vu' }],
  },
  response: replies(objectOf({ counted: { type: 'boolean', description: "false: no valid token for that version, the page's share used up, or not a version anybody is served" } }), { status: 202 }),
});

// Previews (issue 21 'Preview', preview.ts): a link that opens a published version in one browser.
export const previewSchema = routeSchema(TAG, 'Make a preview link: a published version opened in one browser, not live for anyone (signed, expiring)', {
  description:
    `Needs that target's release permission (operations' '*' alone is not enough). The link (${PREVIEW_PATH}?token=…) holds a signed token: the target, version and url, who made it, its expiry. ` +
    `Opening it sets the first-party cookie ${PREVIEW_COOKIE} in that browser only; while it is valid, that browser's pages, their first view and /remotes-manifest.json use the previewed version (over live and canary), and a banner says so with a way out (${PREVIEW_EXIT_PATH}). ` +
    `The link is a bearer secret: share it within the team. It works only while its maker's account is active and holds that release permission, and until it is revoked (POST /v3/ops/releases/preview/revoke); then it answers 410 ${PREVIEW_CODES.revokedLink}. ${codes} 422 ${RELEASE_CODES.notPublished}: not published and no url.`,
  body: {
    type: 'object',
    required: ['target', 'version'],
    additionalProperties: false,
    properties: {
      target,
      version,
      url: { type: 'string', minLength: 1, maxLength: RELEASE_URL_MAX, pattern: RELEASE_URL_PATTERN, description: "A remote's mf-manifest.json elsewhere (a CDN); not for the host" },
      minutes: { type: 'integer', minimum: 1, maximum: PREVIEW_MINUTES_MAX, default: PREVIEW_MINUTES_DEFAULT, description: `How long the link works (default ${PREVIEW_MINUTES_DEFAULT}, at most ${PREVIEW_MINUTES_MAX})` },
    },
    examples: [{ target: 'catalogue', version: 'v20261121-124355759', minutes: 60 }],
  },
  response: replies(
    objectOf({
      previewId: { type: 'string', pattern: PREVIEW_ID_PATTERN, description: "The link's id: what a revoke names" },
      link: { type: 'string', description: `The address to open (the shop's public origin + ${PREVIEW_PATH}?token=…)` },
      path: { type: 'string', description: 'The same, relative to the shop' },
      target,
      version: { type: 'string' },
      url: { type: ['string', 'null'], description: "The build's mf-manifest.json (null for the host)" },
      expiresAt: { type: 'string', format: 'date-time' },
    }),
    { status: 201 },
  ),
});

const previewId = { type: 'string', pattern: PREVIEW_ID_PATTERN, description: "A preview link's id (given when it was made, and in the list)" } as const;

export const previewListSchema = routeSchema(TAG, 'The preview links that still work (not expired, not revoked), newest first', {
  description: `Needs any release permission. No link or token is kept: only who made each, what it opens and until when. ${codes}`,
  response: replies(
    objectOf({
      previews: {
        type: 'array',
        items: objectOf({
          previewId,
          madeBy: { type: 'string', description: 'The staff id that made it' },
          madeByName: { type: 'string' },
          targets: { type: 'array', items: objectOf({ target, version: { type: 'string' } }) },
          createdAt: { type: 'string', format: 'date-time' },
          expiresAt: { type: 'string', format: 'date-time' },
        }),
      },
    }),
  ),
});

export const revokePreviewSchema = routeSchema(TAG, 'Revoke a preview link: it opens nothing from now on, and a browser holding it sees what is live on its next page', {
  description: `Needs the previewed target's release permission, or operations' (${PREVIEW_CODES.noSuchPreview} 404: no such link). Revoking a revoked link answers when it was revoked. ${codes}`,
  body: { type: 'object', required: ['previewId'], additionalProperties: false, properties: { previewId }, examples: [{ previewId: 'Jc2lW4kQy0Hq8tVb' }] },
  response: replies(objectOf({ previewId, revokedAt: { type: 'string', format: 'date-time' } })),
});

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

export const openPreviewSchema = routeSchema('deployment', 'Open a preview link (sets the preview cookie, then the page), or leave a preview (?exit=1)', {
  hide: true,
  querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 8000 }, exit: { type: 'string' } } },
  response: {
    303: { description: `Set (or cleared) ${PREVIEW_COOKIE}; to the previewed remote's first route` },
    400: htmlPage(`${PREVIEW_CODES.invalidLink}: not a preview link of ours, or altered; nothing set`),
    410: htmlPage(`${PREVIEW_CODES.expiredLink}: the link has expired; ${PREVIEW_CODES.revokedLink}: revoked, or its maker no longer holds the permission; nothing set`),
  },
});

export const exitPreviewSchema = routeSchema('deployment', 'Leave a preview: clears the preview cookie, back to the page (?back=) with what is live', {
  hide: true,
  querystring: { type: 'object', properties: { back: { type: 'string', maxLength: 2000 } } },
  body: { type: ['object', 'null'], maxProperties: 0, description: 'Nothing: the banner posts an empty form (application/x-www-form-urlencoded)' },
  response: { 303: { description: `Cleared ${PREVIEW_COOKIE}` } },
});
