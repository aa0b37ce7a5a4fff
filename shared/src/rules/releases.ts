// The release registry (issue 21 'Registry'): the codes and names the API, the deploy commands
// and (later) the operations page share. Codes in the style of the waiting room's (Q001): a
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
