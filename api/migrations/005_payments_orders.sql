-- Payments and web sell orders (spec §7 'Payments', 'Orders'; §8 'Checkout', 'Voucher'; §9 ids).
-- Money in integer pence. An order takes its stock when it is generated (in that transaction)
-- and gives it back if payment fails or the order expires unpaid.

-- owner: payments
CREATE TABLE payment_types (
  payment_type_id integer PRIMARY KEY,
  name text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('card', 'voucher', 'paypal', 'klarna', 'applepay')),
  sort integer NOT NULL
);
INSERT INTO payment_types (payment_type_id, name, provider, sort) VALUES
  (20, 'Debit or credit card', 'card', 1),
  (8, 'PayPal', 'paypal', 2),
  (26, 'Klarna', 'klarna', 3),
  (5, 'Klarna Pay later', 'klarna', 4),
  (6, 'Klarna Pay in 3', 'klarna', 5),
  (22, 'Apple Pay', 'applepay', 6),
  (12, 'Voucher', 'voucher', 7);

-- owner: payments
CREATE TABLE charities (
  charity_id integer PRIMARY KEY,
  name text NOT NULL,
  registered_number text NOT NULL,
  description text NOT NULL
);
INSERT INTO charities (charity_id, name, registered_number, description) VALUES
  (1, 'Barnardo''s', '216250', 'Helping children, young people and families across the UK.'),
  (2, 'NSPCC', '216401', 'Working to prevent abuse and protect children.'),
  (3, 'Save the Children UK', '213890', 'Giving children a healthy start in life.'),
  (4, 'Great Ormond Street Hospital Charity', '1160024', 'Supporting seriously ill children and their families.');

-- owner: payments
CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code = upper(code)),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  min_spend_pence integer NOT NULL DEFAULT 0 CHECK (min_spend_pence >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'reserved', 'used', 'cancelled')),
  expires_at timestamptz,
  order_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where we do not deliver: 'area-blocked' (1601), 'postcode-blocked' (1603), 'outside' (50013).
-- owner: orders
CREATE TABLE postcode_rules (
  prefix text PRIMARY KEY CHECK (prefix = upper(prefix)),
  rule text NOT NULL CHECK (rule IN ('area-blocked', 'postcode-blocked', 'outside'))
);
INSERT INTO postcode_rules (prefix, rule) VALUES
  ('GY', 'outside'), ('JE', 'outside'), ('IM', 'outside'), ('BFPO', 'outside'),
  ('ZE', 'area-blocked'), ('HS', 'area-blocked'), ('KW15', 'area-blocked'), ('KW16', 'area-blocked'), ('KW17', 'area-blocked'),
  ('PA20 9ZZ', 'postcode-blocked');

CREATE SEQUENCE web_sell_order_ids START WITH 500001;
-- owner: orders
CREATE TABLE web_sell_orders (
  order_id bigint PRIMARY KEY DEFAULT nextval('web_sell_order_ids'),
  order_number text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (member_id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'charging', 'awaiting_3ds', 'paid', 'payment_failed', 'expired', 'cancelled')),
  delivery_address jsonb,
  sell_cost_pence integer NOT NULL CHECK (sell_cost_pence >= 0),
  delivery_charge_pence integer NOT NULL CHECK (delivery_charge_pence >= 0),
  voucher_code text REFERENCES vouchers (code),
  voucher_pence integer NOT NULL DEFAULT 0 CHECK (voucher_pence >= 0),
  to_pay_pence integer NOT NULL CHECK (to_pay_pence >= 0),
  payment_type_id integer NOT NULL REFERENCES payment_types (payment_type_id),
  payment_reference text,
  payment_failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX web_sell_orders_member ON web_sell_orders (member_id, created_at DESC);
CREATE INDEX web_sell_orders_unpaid ON web_sell_orders (created_at) WHERE status IN ('awaiting_payment', 'awaiting_3ds');

-- owner: orders
CREATE TABLE web_sell_order_items (
  order_id bigint NOT NULL REFERENCES web_sell_orders (order_id) ON DELETE CASCADE,
  box_id text NOT NULL REFERENCES boxes (box_id),
  box_name text NOT NULL,
  delivery_method_id integer NOT NULL CHECK (delivery_method_id IN (1, 2)),
  store_id integer REFERENCES stores (store_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_pence integer NOT NULL CHECK (unit_price_pence >= 0),
  delivery_charge_pence integer NOT NULL CHECK (delivery_charge_pence >= 0),
  PRIMARY KEY (order_id, box_id, delivery_method_id)
);

-- The embedded test card provider's own records (it stands where a real provider's would be).
-- owner: payments
CREATE TABLE test_card_payments (
  psp_reference text PRIMARY KEY,
  merchant_reference text NOT NULL UNIQUE,
  amount_pence integer NOT NULL,
  card_last4 text NOT NULL,
  status text NOT NULL CHECK (status IN ('authorised', 'refused', 'challenge', 'challenge_failed')),
  refusal_reason text,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
