-- Paying a member for what they sold us (issue #14, point 8): the shop's payout ledger, the
-- embedded stand-in for the bank-transfer provider, and vouchers that belong to a member.

-- 018 typed the chosen bank account as bigint, but a bank account's id is text (011: a random
-- id, never a number). No quote can have chosen one yet, so the column simply changes type.
ALTER TABLE quotations ALTER COLUMN payout_bank_account_id TYPE text USING payout_bank_account_id::text;

-- An exchange voucher is the member's own: only they can spend it (null: anyone's, as before).
-- Not named member_id: account erasure deletes every member_id row, and a spent voucher stays
-- with the order it paid (web_sell_orders are kept); an erased member's voucher pays for no one.
ALTER TABLE vouchers ADD COLUMN owner_member_id bigint REFERENCES members (member_id);
CREATE INDEX vouchers_owner ON vouchers (owner_member_id) WHERE owner_member_id IS NOT NULL;

-- One row per quote paid: UNIQUE (quote_id) keeps a quote from being paid twice, whatever is
-- retried. The bank account is kept as its id and its masked numbers (never the numbers).
-- Erasing the member erases these rows with their quotes (member_id).
-- owner: payouts
CREATE TABLE quote_payouts (
  payout_id text PRIMARY KEY,
  quote_id text NOT NULL UNIQUE REFERENCES quotations (quote_id),
  member_id bigint NOT NULL REFERENCES members (member_id),
  method text NOT NULL CHECK (method IN ('bank', 'voucher', 'charity')),
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  bank_account_id text,
  payee_name text,
  account_masked text,
  sort_code_masked text,
  voucher_code text REFERENCES vouchers (code),
  charity_id integer REFERENCES charities (charity_id),
  -- On the member's bank statement and in the provider's records: the quote, nothing personal.
  reference text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  provider text NOT NULL,
  provider_reference text,
  failure text,
  actor_type text NOT NULL CHECK (actor_type IN ('staff', 'member')),
  actor_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT quote_payouts_target CHECK (
    (method = 'bank' AND bank_account_id IS NOT NULL AND account_masked IS NOT NULL)
    OR (method = 'voucher' AND voucher_code IS NOT NULL)
    OR (method = 'charity' AND charity_id IS NOT NULL)
  )
);
CREATE INDEX quote_payouts_member ON quote_payouts (member_id, created_at DESC);
CREATE INDEX quote_payouts_pending ON quote_payouts (created_at) WHERE status = 'pending';

-- The embedded bank-transfer provider's own book (what a provider such as Modulr keeps on its
-- side): one transfer per idempotency key, so a retried request never pays twice.
-- owner: payouts
CREATE TABLE embedded_bank_transfers (
  transfer_id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  payee_name text NOT NULL,
  account_masked text NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('processed', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
