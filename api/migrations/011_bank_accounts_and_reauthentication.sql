-- Bank details (spec §7 Members 'Bank accounts') and re-authentication for them.
-- Numbers are stored only as AES-256-GCM ciphertext (api/src/modules/bank-accounts/cipher.ts);
-- the fingerprint is a keyed hash of sort code + account number, so a duplicate (§8 1039) can be
-- found without decrypting every row. The id is random: it is what travels in URLs, never a number.

-- owner: bank-accounts
CREATE TABLE bank_accounts (
  bank_account_id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  account_holder_name text NOT NULL,
  sort_code_enc text NOT NULL,
  account_number_enc text NOT NULL,
  roll_number_enc text,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_accounts_member ON bank_accounts (member_id, created_at);
CREATE INDEX bank_accounts_fingerprint ON bank_accounts (fingerprint);

-- When the password was last given again in this sign-in session (the 5-minute window).
ALTER TABLE auth_sessions ADD COLUMN reauthenticated_at timestamptz;
