-- The release registry (issue 21 'Registry'): what is live, and every change to it, in the
-- database instead of a file on one server, so that every API instance serves the same
-- manifest. `releases` is the live pointer per target (the host or a remote); `release_history`
-- keeps every move, append-only: who, when, why (a required message) and how. A release that
-- moves several remotes at once shares one release_id. `release_registry.stamp` moves with
-- every change (in the same transaction), and a notification on the schema's channel tells
-- every instance to read again (modules/deployment/registry.ts).
-- Trigger functions are written on one line: migrations are split on lines ending with ';'.
-- owner: deployment
CREATE TABLE release_registry (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  stamp bigint NOT NULL DEFAULT 0
);
INSERT INTO release_registry (stamp) VALUES (0);

CREATE SEQUENCE release_ids;

-- owner: deployment
CREATE TABLE releases (
  target text PRIMARY KEY CHECK (target ~ '^[a-z][a-z-]*$'),
  version text NOT NULL CHECK (version <> ''),
  -- The build's mf-manifest.json (same-origin path or another origin); null for the host.
  url text,
  release_id bigint NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now()
);

-- owner: deployment
CREATE TABLE release_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  release_id bigint NOT NULL,
  target text NOT NULL CHECK (target ~ '^[a-z][a-z-]*$'),
  version text NOT NULL CHECK (version <> ''),
  url text,
  previous_version text,
  previous_url text,
  -- A staff id (ST...), 'build' (the build's record in the deploy folder), 'system', or 'cli:<name>'.
  actor text NOT NULL CHECK (actor <> ''),
  at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  how text NOT NULL CHECK (how IN ('command', 'api', 'automatic')),
  -- An entry of the deploy folder's remotes-manifest.json imported once (the build's record).
  source_key text UNIQUE
);
CREATE INDEX release_history_target ON release_history (target, id);

-- Append-only: a row of the history is never changed or removed, by anyone.
CREATE FUNCTION release_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'release_history is append-only (% refused)', TG_OP; END $$;
CREATE TRIGGER release_history_no_change BEFORE UPDATE OR DELETE ON release_history FOR EACH ROW EXECUTE FUNCTION release_history_append_only();
CREATE TRIGGER release_history_no_truncate BEFORE TRUNCATE ON release_history FOR EACH STATEMENT EXECUTE FUNCTION release_history_append_only();

-- Release roles: a staff account may release a target it holds ('host' or a remote's name: a
-- team releases its own remote only) and roll it back; '*' is operations, who may roll back
-- any target (and release none by that alone).
-- owner: deployment
CREATE TABLE staff_release_permissions (
  staff_id text NOT NULL REFERENCES staff_accounts (staff_id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target = '*' OR target ~ '^[a-z][a-z-]*$'),
  granted_by text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_id, target)
);
