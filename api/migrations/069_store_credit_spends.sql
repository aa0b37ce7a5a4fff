-- Store credit spends online (issue 33 §2): a linked in-store membership's credit pays at checkout,
-- alone or with a card, and shows in the order like any payment.
--
-- The balance stays where the stores keep it (in_store_memberships.store_credit_pence, which can
-- never go below nought: migration 030's CHECK is what refuses an overspend). An order that uses
-- credit takes it off the balance when it is placed (held, like its stock) and writes one ledger
-- row per membership it drew on: a retried payment finds the rows and never takes twice (primary
-- key), payment marks them spent, and a refused or abandoned order puts the amounts back on the
-- memberships and deletes its held rows in the same transaction that gives its stock back.
-- owner: store-credit
CREATE TABLE store_credit_spends (
  membership_number text NOT NULL REFERENCES in_store_memberships (membership_number),
  -- An erased member's orders leave after their retention time and take their spend rows with them.
  order_id bigint NOT NULL REFERENCES web_sell_orders (order_id) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  balance_after_pence integer NOT NULL CHECK (balance_after_pence >= 0),
  state text NOT NULL CHECK (state IN ('held', 'spent')),
  created_at timestamptz NOT NULL DEFAULT now(),
  spent_at timestamptz,
  CHECK ((state = 'spent') = (spent_at IS NOT NULL)),
  PRIMARY KEY (membership_number, order_id)
);
CREATE INDEX store_credit_spends_order ON store_credit_spends (order_id);

-- What the order's credit paid (pence), beside voucher_pence; to_pay_pence is what is left for the card.
ALTER TABLE web_sell_orders ADD COLUMN store_credit_pence integer NOT NULL DEFAULT 0 CHECK (store_credit_pence >= 0);

-- Store credit is a way to pay of its own (not among §9's ids: 30 is free), so an order it pays
-- whole names it, as a voucher-paid order names 12.
ALTER TABLE payment_types DROP CONSTRAINT payment_types_provider_check;
ALTER TABLE payment_types ADD CONSTRAINT payment_types_provider_check CHECK (provider IN ('card', 'voucher', 'paypal', 'klarna', 'applepay', 'storecredit'));
INSERT INTO payment_types (payment_type_id, name, provider, sort) VALUES (30, 'Store credit', 'storecredit', 8);
