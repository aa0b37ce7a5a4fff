-- Unlock online access (issue #16; spec §7 'Unlock and linking', §8 'Unified membership'): the
-- in-store memberships a family holds from trading in a store, their trades, the unlock codes on
-- their receipts, the attempts to prove a membership (states in shared/src/rules/unlock-states.ts)
-- and the counters that limit guesses and resends. Codes, PINs and tokens are kept only as hashes
-- (HMAC with the server's secret, unlock/secrets.ts). Counters live here, not in one process, so
-- every copy of the API sees the same counts.

-- owner: unlock
CREATE TABLE in_store_memberships (
  membership_number text PRIMARY KEY CHECK (membership_number ~ '^LL[0-9]{8}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- National digits, as members.phone ('07700900123').
  mobile text NOT NULL CHECK (mobile ~ '^0[0-9]{9,10}$'),
  email text,
  store_credit_pence integer NOT NULL DEFAULT 0 CHECK (store_credit_pence >= 0),
  home_store_id integer NOT NULL REFERENCES stores (store_id),
  joined_on date NOT NULL,
  mobile_verified_at timestamptz,
  -- Set once: an unlocked or combined membership cannot be unlocked again (1835).
  linked_member_id bigint REFERENCES members (member_id) ON DELETE SET NULL,
  linked_how text CHECK (linked_how IN ('unlocked', 'combined')),
  linked_at timestamptz,
  CHECK ((linked_how IS NULL) = (linked_at IS NULL))
);
CREATE INDEX in_store_memberships_member ON in_store_memberships (linked_member_id) WHERE linked_member_id IS NOT NULL;

-- owner: unlock
CREATE TABLE in_store_trades (
  trade_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  membership_number text NOT NULL REFERENCES in_store_memberships (membership_number) ON DELETE CASCADE,
  traded_on date NOT NULL,
  store_id integer NOT NULL REFERENCES stores (store_id),
  -- 'bought': the family bought from the store; 'sold': the store bought from them.
  kind text NOT NULL CHECK (kind IN ('bought', 'sold')),
  items jsonb NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0)
);
CREATE INDEX in_store_trades_membership ON in_store_trades (membership_number, traded_on DESC);

-- owner: unlock
CREATE TABLE unlock_codes (
  code_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  membership_number text NOT NULL REFERENCES in_store_memberships (membership_number) ON DELETE CASCADE,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Who issued it: staff (API or CLI, with the account when known), the seed, or the on-demand call.
  issued_via text NOT NULL CHECK (issued_via IN ('staff', 'seed', 'on-demand')),
  issued_by text REFERENCES staff_accounts (staff_id) ON DELETE SET NULL
);
CREATE INDEX unlock_codes_membership ON unlock_codes (membership_number, issued_at DESC);

-- owner: unlock
CREATE TABLE unlock_attempts (
  attempt_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('unlock', 'combine')),
  state text NOT NULL CHECK (state IN ('code-verified', 'pin-sent', 'verified', 'unlocked', 'combined', 'locked', 'expired', 'cancelled')),
  membership_number text NOT NULL REFERENCES in_store_memberships (membership_number) ON DELETE CASCADE,
  -- The signed-in member of a combine attempt (only they may move it); the new or joined account at the end.
  member_id bigint REFERENCES members (member_id) ON DELETE CASCADE,
  mobile_pin_hash text,
  email_pin_hash text,
  link_token_hash text UNIQUE,
  link_pin_hash text,
  pin_expires_at timestamptz,
  -- Wrong PINs of this attempt, whichever channel: the fifth locks it.
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  mobile_verified boolean NOT NULL DEFAULT false,
  -- The channel whose PIN proved the attempt ('mobile', 'email', 'link'): an e-mail proved so needs no second verification.
  verified_channel text CHECK (verified_channel IN ('mobile', 'email', 'link')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Ten minutes after its last move (an idle attempt runs out).
  expires_at timestamptz NOT NULL,
  history jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX unlock_attempts_membership ON unlock_attempts (membership_number, created_at DESC);

-- Fixed windows per key: 'code:m:<membership>', 'code:ip:<ip hash>', 'resend:m:…', 'resend:ip:…',
-- 'link:member:<id>'. The same row is counted by every instance (one atomic upsert per hit).
-- owner: unlock
CREATE TABLE unlock_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
)
