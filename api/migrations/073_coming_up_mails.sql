-- The 'coming up' e-mail (issue 37 'Outgrown'): a few weeks before a child reaches the next
-- clothes size, at most one a month, only to a member who asked for it (consent type 6, changed
-- on the Communication tab like the others, or stopped from the e-mail's own link).
INSERT INTO consent_types (consent_type_id, name, description, kind) VALUES
  (6, 'Coming-up sizes', 'An e-mail a few weeks before your child is ready for the next clothes size, at most one a month', 'communication');

ALTER TABLE member_consent_history DROP CONSTRAINT member_consent_history_source_check;
ALTER TABLE member_consent_history ADD CONSTRAINT member_consent_history_source_check
  CHECK (source IN ('registration', 'profile', 'preferences', 'cookie-notice', 'email-link'));

-- One row per member and calendar month the e-mail went (the primary key is the once-a-month
-- rule, also for two servers at once), each about one child's next size. The token is the e-mail's unsubscribe link: random, so the
-- link says nothing about the member, and it works without signing in. member_id makes the
-- export and the erasure reach it (member-data/member-tables.ts).
-- owner: children
CREATE TABLE coming_up_mails (
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  sent_at timestamptz NOT NULL DEFAULT now(),
  unsubscribe_token text NOT NULL UNIQUE,
  -- Which child's which size it told of ('<child id>:<stage id>'): never the same one twice.
  about text NOT NULL,
  PRIMARY KEY (member_id, month)
);

-- Headers a message goes with (List-Unsubscribe for the e-mail above): sent as they are.
ALTER TABLE outbox ADD COLUMN headers jsonb;
