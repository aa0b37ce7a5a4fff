-- Canary releases and automatic rollback (issue 21 'Canary and automatic rollback'): a version
-- live for a share of visitors beside the stable one, the browsers' beacons per remote, version
-- and minute that measure both, and the history's word for what each change was.
-- (modules/deployment/canaries.ts, beacons.ts, canary-watch.ts)

-- What a history row records: a release (the pointer moved), or a step of a canary. A promote
-- moves the pointer as a release does; the other canary steps leave it where it is.
-- (Adding a column fires no row trigger: the history stays append-only.)
ALTER TABLE release_history ADD COLUMN kind text NOT NULL DEFAULT 'release' CHECK (kind IN ('release', 'canary-start', 'canary-share', 'canary-pause', 'canary-promote', 'canary-abort', 'canary-rollback'));
ALTER TABLE release_history ADD COLUMN share smallint CHECK (share BETWEEN 0 AND 100);

-- At most one canary per remote. canary_id (the release id of its start) names its cohorts: a
-- visitor's cookie hashed with it gives 0-99, below share gets the canary; the share may grow
-- and keep everyone it had. Paused: share 0, the figures kept (the beacons below).
-- owner: deployment
CREATE TABLE release_canaries (
  target text PRIMARY KEY CHECK (target ~ '^[a-z][a-z-]*$' AND target <> 'host'),
  canary_id bigint NOT NULL,
  version text NOT NULL CHECK (version <> ''),
  url text NOT NULL,
  share smallint NOT NULL CHECK (share BETWEEN 0 AND 100),
  started_by text NOT NULL,
  reason text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- The browsers' beacons (POST /v3/ops/beacons), counted per remote, version and minute by one
-- upsert each: no address, no cookie, nothing about the visitor. Kept a day.
-- owner: deployment
CREATE TABLE release_beacons (
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  mounts integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);
