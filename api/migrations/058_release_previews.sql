-- Preview links (issue 21 'Preview') live no longer than their maker's standing (issue 31 §8):
-- each link made is a row (its id is the token's jti), checked on every use: revoked
-- (`npm run deploy:preview -- revoke <id>`), its maker's account disabled or its release
-- permission for a previewed target gone, and the link opens nothing. The token itself is never kept.
-- owner: deployment
CREATE TABLE release_previews (
  preview_id text PRIMARY KEY CHECK (preview_id ~ '^[A-Za-z0-9_-]{16}$'),
  made_by text NOT NULL REFERENCES staff_accounts (staff_id) ON DELETE CASCADE,
  -- [{ target, version, url }], as signed in the token.
  moves jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- The staff id that revoked it.
  revoked_by text
);
CREATE INDEX release_previews_live ON release_previews (expires_at) WHERE revoked_at IS NULL;
