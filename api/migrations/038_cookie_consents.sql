-- Cookie choices by purpose (issue 18, consent manager; spec §1, §5): a member's choices in the
-- data-protection notice live beside their communication preferences (§9 ids 1 and 2) as three
-- more consent types of their own kind, so one history keeps every change with its time.
-- Strictly necessary storage needs no consent and has no row.
ALTER TABLE consent_types ADD COLUMN kind text NOT NULL DEFAULT 'communication' CHECK (kind IN ('communication', 'cookies'));
INSERT INTO consent_types (consent_type_id, name, description, kind) VALUES
  (3, 'Analytics', 'Counting visits and how the shop is used, to improve it', 'cookies'),
  (4, 'Marketing', 'Measuring our adverts and showing you relevant ones', 'cookies'),
  (5, 'Session replay', 'Recording how pages behave for you, to find and fix problems', 'cookies');

-- The notice version a cookie choice answered: a new notice asks again. Null for other changes.
ALTER TABLE member_consent_history ADD COLUMN notice_version integer CHECK (notice_version BETWEEN 1 AND 1000);
ALTER TABLE member_consent_history DROP CONSTRAINT member_consent_history_source_check;
ALTER TABLE member_consent_history ADD CONSTRAINT member_consent_history_source_check
  CHECK (source IN ('registration', 'profile', 'preferences', 'cookie-notice'));
