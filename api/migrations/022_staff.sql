-- Staff (issue #14 'Staff'): the shop's own people, a role the spec does not show. They sign in
-- through the same auth host as members (their sessions are auth_sessions rows naming a staff
-- account instead of a member), receive parcels, inspect items and release payment. What they
-- do to a quote is kept in quotation_history (actor_type 'staff', actor_id their id); what they
-- do to a web buy order is kept in web_buy_order_history below.

-- Staff ids are 'ST' and 8 characters of Crockford's base32: never mistaken for a member id.
-- owner: staff
CREATE TABLE staff_accounts (
  staff_id text PRIMARY KEY CHECK (staff_id ~ '^ST[0-9A-HJKMNP-TV-Z]{8}$'),
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email));

-- A sign-in session is a member's or a staff account's, never both.
ALTER TABLE auth_sessions ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE auth_sessions ADD COLUMN staff_id text REFERENCES staff_accounts (staff_id) ON DELETE CASCADE;
ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_one_holder CHECK ((member_id IS NULL) <> (staff_id IS NULL));

-- Every move of a web buy order made by someone other than its member: who and when.
-- owner: staff
CREATE TABLE web_buy_order_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  web_buy_order_id text NOT NULL REFERENCES web_buy_orders (web_buy_order_id) ON DELETE CASCADE,
  from_state text NOT NULL,
  to_state text NOT NULL,
  event text NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('member', 'staff', 'system')),
  actor_id text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_buy_order_history_order ON web_buy_order_history (web_buy_order_id, id);
-- Arriving parcels, oldest first (the goods-in list).
CREATE INDEX web_buy_orders_sent ON web_buy_orders (updated_at) WHERE state = 'sent';

-- The trade-up list (spec §7 'Device list', GET/POST nvidiatradeups/devices): models whose
-- exchange value, spent in the shop, earns a bonus on top. One row per model; names come from
-- the catalogue's models (quotations/buy-in-models.ts) by master box id.
-- owner: trade-up
CREATE TABLE trade_up_devices (
  master_box_id text PRIMARY KEY,
  bonus_pence integer NOT NULL CHECK (bonus_pence BETWEEN 1 AND 100000),
  added_by text,
  added_at timestamptz NOT NULL DEFAULT now()
);
-- The launch list: pushchairs and car seats families most often move up from.
INSERT INTO trade_up_devices (master_box_id, bonus_pence, added_by) VALUES
  ('M90-GRACOBREAZELITE2', 1000, NULL),
  ('M90-JOIEPACT', 1000, NULL),
  ('M83-JOIEVERSATRAX', 1500, NULL),
  ('M147-GRACOSNUGESSENTIALSISIZE', 1000, NULL),
  ('M147-JOIEILEVELRECLINE', 1500, NULL),
  ('M80-JOIELITETRAX4TRAVELSYSTEM', 2000, NULL);
