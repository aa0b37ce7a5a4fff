-- Members, their one-time tokens, sign-in sessions and refresh tokens, the outbox, and
-- sign-in throttling (spec §7 Members, Auth host; ARCHITECTURE §5).

-- owner: members
CREATE TABLE members (
  member_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1000001) PRIMARY KEY,
  title_id integer REFERENCES titles (title_id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'banned', 'suspended', 'erased')),
  email_verified_at timestamptz,
  pending_email text,
  email_change_attempts integer NOT NULL DEFAULT 0,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);
CREATE UNIQUE INDEX members_email_key ON members (lower(email)) WHERE status <> 'erased';

-- owner: consents
CREATE TABLE member_consents (
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  consent_type_id integer NOT NULL REFERENCES consent_types (consent_type_id),
  granted boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, consent_type_id)
);

-- One-time tokens sent by e-mail; only their SHA-256 is stored.
-- owner: members
CREATE TABLE member_tokens (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_tokens_member ON member_tokens (member_id, purpose);

-- A sign-in: every refresh token descends from one session (its family).
-- owner: auth
CREATE TABLE auth_sessions (
  session_id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  client_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_member ON auth_sessions (member_id);

-- owner: auth
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES auth_sessions (session_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- owner: outbox
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

-- owner: auth
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
