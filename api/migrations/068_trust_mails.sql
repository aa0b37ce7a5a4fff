-- Choices stay made, security mails, and an export that holds everything (issue 33 §3, §4, §6).
--
-- 1. When a cookie choice was made (on the device, maybe before sign-in), apart from when the
--    history row was written: the newer choice wins at sign-in by the time it was made.
ALTER TABLE member_consent_history ADD COLUMN chosen_at timestamptz;

-- 2. 'This was not me': the link sent to the old address when the address changes. It sets a
--    new password, gives the address back and ends every session (members/service.ts).
ALTER TABLE member_tokens DROP CONSTRAINT member_tokens_purpose_check;
ALTER TABLE member_tokens ADD CONSTRAINT member_tokens_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'not_me'));

-- 3. The addresses and numbers an account held before: the export finds the mail and texts sent
--    to them, and the erasure erases them with the rest (a member_id table: member-tables.ts).
-- owner: members
CREATE TABLE member_contact_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id),
  kind text NOT NULL CHECK (kind IN ('email', 'phone')),
  value text NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_contact_history_member ON member_contact_history (member_id);
