-- Communication preferences, sign-in sessions and account deletion (issue 13, privacy slice).

-- Every change of a member's consent, kept with its time for the consent manager that comes
-- later (§9 consent ids). Rows are only ever added: the service has no UPDATE or DELETE for it,
-- and erasure keeps it (it names a member id, no personal data once the member is anonymised).
-- owner: consents
CREATE TABLE member_consent_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id),
  consent_type_id integer NOT NULL REFERENCES consent_types (consent_type_id),
  granted boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('registration', 'profile', 'preferences')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_consent_history_member ON member_consent_history (member_id, changed_at DESC, id DESC);

-- The consents members gave before this history existed start it.
INSERT INTO member_consent_history (member_id, consent_type_id, granted, source, changed_at)
  SELECT member_id, consent_type_id, granted, 'registration', updated_at FROM member_consents;

-- Account deletion: asked for at this time; signing in within 14 days restores the account,
-- after that the erasure job anonymises it.
ALTER TABLE members ADD COLUMN deletion_requested_at timestamptz;
CREATE INDEX members_deletion_due ON members (deletion_requested_at) WHERE deletion_requested_at IS NOT NULL;
