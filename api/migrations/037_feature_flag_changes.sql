-- Who turned which §6 feature flag on or off, when (issue #18: flags change without a deploy).
-- Append-only: the live value stays in settings (prelogin featureFlags).
-- owner: settings
CREATE TABLE feature_flag_changes (
  change_id bigserial PRIMARY KEY,
  platform_id integer NOT NULL,
  flag text NOT NULL,
  turned_on boolean NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feature_flag_changes_flag ON feature_flag_changes (platform_id, flag, changed_at DESC);
