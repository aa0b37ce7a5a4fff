-- The waiting room (issue 20, spec §7 'POST queue'): shared by every API instance.
-- One row: the staff switch for a sale day; also the lock that serialises admissions.
-- owner: queue
CREATE TABLE queue_switch (
  id smallint PRIMARY KEY CHECK (id = 1),
  turned_on boolean NOT NULL DEFAULT false,
  changed_by text,
  changed_at timestamptz
);
INSERT INTO queue_switch (id, turned_on) VALUES (1, false);
-- One row per visitor (no personal data: an opaque id, times and the place in line).
-- Waiting: admitted_at null. Admitted: admitted_at set, valid until expires_at (renewed by activity).
-- owner: queue
CREATE TABLE queue_visitors (
  visitor_id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  admitted_at timestamptz,
  expires_at timestamptz,
  left_at timestamptz
);
CREATE INDEX queue_visitors_waiting ON queue_visitors (seq) WHERE admitted_at IS NULL AND left_at IS NULL;
CREATE INDEX queue_visitors_active ON queue_visitors (expires_at) WHERE admitted_at IS NOT NULL AND left_at IS NULL;
