-- The remaining member calls of spec §7 'Members': the payout e-wallet, the in-store detail,
-- ID checked in store, and saved cards. Every table carries member_id, so the data export and
-- the erasure job (member-data/member-tables.ts) cover them without being told.

-- The member's PayPal account for sell-to-us payouts (one per member).
-- owner: wallet
CREATE TABLE member_wallet_addresses (
  member_id bigint PRIMARY KEY REFERENCES members (member_id) ON DELETE CASCADE,
  provider text NOT NULL DEFAULT 'paypal' CHECK (provider IN ('paypal')),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Home store and the membership number on the member's in-store card ('LL' + 8 digits, the
-- last a check digit: shared/src/rules/payout-and-store.ts). A card belongs to one online account.
-- owner: in-store
CREATE TABLE member_instore_details (
  member_id bigint PRIMARY KEY REFERENCES members (member_id) ON DELETE CASCADE,
  home_store_id integer NOT NULL REFERENCES stores (store_id),
  membership_number text UNIQUE CHECK (membership_number ~ '^LL[0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The documents a UK second-hand dealer accepts when checking ID before buying.
UPDATE id_types SET name = 'UK photocard driving licence' WHERE id_type_id = 2;
UPDATE id_types SET name = 'National identity card (EU, EEA or Swiss)' WHERE id_type_id = 3;
INSERT INTO id_types (id_type_id, name) VALUES (5, 'PASS proof-of-age card'), (6, 'HM Forces identity card');

-- An ID document staff checked in store (npm run staff -- idproof). Only what shows that the
-- check happened is kept: the type, the document number's last 4 characters, its expiry, when
-- and in which store; never the full number, a scan or a photo.
-- owner: in-store
CREATE TABLE member_id_proofs (
  idproof_primary_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  id_type_id integer NOT NULL REFERENCES id_types (id_type_id),
  last4 text NOT NULL CHECK (last4 ~ '^[A-Z0-9]{4}$'),
  expires_on date NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  checked_store_id integer NOT NULL REFERENCES stores (store_id)
);
CREATE INDEX member_id_proofs_member ON member_id_proofs (member_id, checked_at);

-- Saved cards, our side: the provider's token for the card (an opaque id the provider issued,
-- sent back to it to pay; never shown to the browser, which sees card_token_id), with what a
-- shopper recognises the card by. Never the number.
-- owner: card-tokens
CREATE TABLE member_card_tokens (
  card_token_id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_token text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (member_id, provider, provider_token)
);
CREATE INDEX member_card_tokens_member ON member_card_tokens (member_id, created_at);

-- The embedded test card provider's own vault: the stand-in for what a real provider (Adyen's
-- stored payment methods) keeps on its side for a shopper reference.
-- owner: payments
CREATE TABLE test_card_stored_methods (
  stored_method_id text PRIMARY KEY,
  shopper_reference text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  -- The 3-D Secure test card asks for its check again when paid with later.
  challenge boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);
CREATE INDEX test_card_stored_methods_shopper ON test_card_stored_methods (shopper_reference);

-- A payment asked to save its card (for this shopper reference), or paid with a saved one.
ALTER TABLE test_card_payments ADD COLUMN card_brand text;
ALTER TABLE test_card_payments ADD COLUMN card_expiry_month integer;
ALTER TABLE test_card_payments ADD COLUMN card_expiry_year integer;
ALTER TABLE test_card_payments ADD COLUMN store_for text;
ALTER TABLE test_card_payments ADD COLUMN stored_method_id text REFERENCES test_card_stored_methods (stored_method_id);
