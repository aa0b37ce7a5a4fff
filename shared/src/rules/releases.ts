// The release registry (issue 21 'Registry'): the codes, names and wire types the API, the
// deploy commands and the operations page share. Codes in the style of the waiting room's (Q001): a
// letter for the area, then a number.

/** How a change reached the registry: a command (the deploy CLI, the build), the API, or the shop itself (an automatic rollback). */
export const RELEASE_HOW = ['command', 'api', 'automatic'] as const;
export type ReleaseHow = (typeof RELEASE_HOW)[number];

/** A staff release permission's target: 'host', a remote's name, or OPERATIONS (rolls back any target). */
export const OPERATIONS_TARGET = '*';

export const RELEASE_CODES = {
  /** 403: the staff account holds no release permission for that target (or none at all, for the list). */
  permission: 'R001',
  /** 409: the release would break the host's contract (container, exposes, shared ranges); nothing changed. */
  contract: 'R002',
  /** 422: the version is not published in the deploy folder and no url was given. */
  notPublished: 'R003',
  /** 409: the target has no earlier version to roll back to. */
  nothingToRollBack: 'R004',
  /** 400: the same target twice in one release. */
  duplicateTarget: 'R005',
} as const;

/** The operations page (issue 21 'Operations page'): the host's own staff page. */
export const OPS_RELEASES_PATH = '/ops/releases';

// One rule per field (HOUSE 'one form kit'): the API's JSON schemas (release-schemas.ts) and the
// operations page's forms both read these.
/** Why a change is made: required, kept in the history. */
export const RELEASE_REASON_MAX = 500;
/** A version: a published folder's name, or any name given with a url. */
export const RELEASE_VERSION_MAX = 100;
export const RELEASE_VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
/** A remote's mf-manifest.json elsewhere (a CDN), or a path on this origin. */
export const RELEASE_URL_MAX = 2000;
export const RELEASE_URL_PATTERN = '^(/|https?://)';

/** What a release permission lets its holder do (the API refuses the rest with R001). */
export type ReleaseAction = 'release' | 'rollback';

/**
 * Whether permissions `held` allow `action` on `target`: a target's own permission allows both;
 * operations ('*') may roll back any target but releases none. The API (permissions.ts) and the
 * operations page (which disables what the caller may not do) read this one rule.
 */
export const releaseAllowed = (held: readonly string[], action: ReleaseAction, target: string): boolean => held.includes(target) || (action === 'rollback' && held.includes(OPERATIONS_TARGET));
// Canary releases (issue 21 'Canary and automatic rollback'): codes, the cohort cookie, the beacon.
export const CANARY_CODES = {
  /** 409: no canary runs for that target. */
  noCanary: 'R006',
  /** 409: the canary's version is the version live for everyone already. */
  canaryIsLive: 'R007',
  /** 409: a canary of another version runs for that target (promote, pause or abort it first). */
  canaryRunning: 'R008',
  /** 429: too many beacons from one address. */
  beaconsThrottled: 'R009',
} as const;

/**
 * The visitor's cohort: a random id (no personal data) in a first-party cookie set by the API on
 * the page load. Hashed with a canary's id to 0–99; below the share, that visitor gets the canary.
 */
export const COHORT_COOKIE = 'shop_cohort';

/** What a browser tells the API about one remote (POST /v3/ops/beacons). */
export const BEACON_KINDS = ['mount', 'error', 'load-failure'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];
export const BEACON_PATH = '/v3/ops/beacons';
/** How long a page's beacon token (in its boot data) is good for: beacons after it are not counted. */
export const BEACON_TOKEN_MINUTES = 30;
/** Beacons of one kind about one remote a page sends at most; the API counts no more per page's token. */
export const MAX_BEACONS_PER_PAGE = 5;

/** How a change of the release registry reads in its history. */
export const RELEASE_KINDS = ['release', 'canary-start', 'canary-share', 'canary-pause', 'canary-promote', 'canary-abort', 'canary-rollback'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

// Previews (issue 21 'Preview'): a published version opened in one browser, not live for anyone.
export const PREVIEW_CODES = {
  /** 400: the preview link is not one of ours, or was altered (nothing set). */
  invalidLink: 'R010',
  /** 410: the preview link has expired (nothing set). */
  expiredLink: 'R011',
  /** 410: the preview link was revoked, or its maker no longer holds the release permission (or the account). */
  revokedLink: 'R012',
  /** 404: no preview link has that id. */
  noSuchPreview: 'R013',
  /** 400: a url given for the host, which is served from this shop only (the HTTP status as the code). */
  hostUrl: 400,
} as const;

/** A preview link's id (in its token, and what `deploy:preview -- revoke` takes). */
export const PREVIEW_ID_PATTERN = '^[A-Za-z0-9_-]{16}$';

/**
 * The previewing browser's first-party cookie: the signed preview token itself (HttpOnly,
 * SameSite=Lax, Secure in production), expiring with the token. Read only to pick versions.
 */
export const PREVIEW_COOKIE = 'shop_preview';
/** Opening a preview link: GET ?token=… sets the cookie; GET ?exit=1 clears it. */
export const PREVIEW_PATH = '/ops/preview';
/** Leaving a preview (the banner's button): clears the cookie. */
export const PREVIEW_EXIT_PATH = '/ops/preview/exit';
/** How long a preview link lasts unless asked otherwise, and at most (minutes). */
export const PREVIEW_MINUTES_DEFAULT = 60;
export const PREVIEW_MINUTES_MAX = 24 * 60;

/** One row of the registry's history as the API answers it (registry.ts, the operations page). */
export interface ReleaseChange<Target extends string = string> {
  id: number;
  releaseId: number;
  target: Target;
  version: string;
  url: string | null;
  previousVersion: string | null;
  previousUrl: string | null;
  /** A staff id, 'build', 'system' or 'cli:<name>'. */
  actor: string;
  at: string;
  /** Why: required, never blank. */
  reason: string;
  how: ReleaseHow;
  /** A release (the pointer moved) or a step of a canary. */
  kind: ReleaseKind;
  /** A canary's share after the step; null for a release. */
  share: number | null;
}
