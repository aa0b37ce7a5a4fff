-- A basket change sent with an Idempotency-Key is applied once (issue 20): the key is claimed in
-- the change's own transaction, so a retry (the shop's client after a lost answer, or HAProxy
-- replaying a keyed request on another instance when the first died mid-request) finds it and
-- changes nothing again. Keys are forgotten after a day.
-- owner: basket
CREATE TABLE basket_change_keys (
  member_id text NOT NULL,
  change_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, change_key)
);
CREATE INDEX basket_change_keys_created ON basket_change_keys (created_at);
