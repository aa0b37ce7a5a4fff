-- Sell to us (spec §3 'Quotation', §5 funnel, §7 'Quotations'; issue #14).
--
-- 1. The §5 buy-in funnel ids (80, 83, ... 348) go to the 14 categories the shop buys. A fresh
--    database is seeded with them (catalogue/seed/reference-data.ts: FUNNEL_CATEGORY_IDS); one
--    seeded before this migration has them moved here, boxes with them (a no-op when empty).
INSERT INTO categories (category_id, product_line_id, category_name, category_friendly_name, popular)
SELECT m.new_id, c.product_line_id, c.category_name, c.category_friendly_name, c.popular
FROM categories c
JOIN (VALUES (7010, 80), (7011, 83), (7012, 86), (7013, 88), (7014, 90), (7020, 147), (7021, 155), (7022, 156), (7023, 158),
             (4010, 160), (4011, 161), (4020, 162), (3020, 311), (7033, 348)) AS m (old_id, new_id) ON c.category_id = m.old_id;

UPDATE boxes b SET category_id = m.new_id
FROM (VALUES (7010, 80), (7011, 83), (7012, 86), (7013, 88), (7014, 90), (7020, 147), (7021, 155), (7022, 156), (7023, 158),
             (4010, 160), (4011, 161), (4020, 162), (3020, 311), (7033, 348)) AS m (old_id, new_id)
WHERE b.category_id = m.old_id;

DELETE FROM categories c
USING (VALUES (7010), (7011), (7012), (7013), (7014), (7020), (7021), (7022), (7023), (4010), (4011), (4020), (3020), (7033)) AS m (old_id)
WHERE c.category_id = m.old_id;

-- 2. Quotations. A quote belongs to a member and is for one model (master box) of a funnel
--    category; it keeps the model's name and new price as they were when it was made, the
--    member's answers, the offer as it was explained (lines, totals, price lock), the payout the
--    member chose and where it is in its life (shared/src/rules/quote-states.ts). Later tasks
--    add to it without changing it: images (their own table by quote_id), staff moves (history
--    rows with actor 'staff'), web buy orders (web_buy_order_id), payouts (paid state + history).
-- owner: quotations
CREATE TABLE quotations (
  quote_id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  channel text NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'store')),
  super_cat_id integer NOT NULL REFERENCES supercats (super_cat_id),
  category_id integer NOT NULL REFERENCES categories (category_id),
  master_box_id text NOT NULL,
  brand_name text NOT NULL,
  model_name text NOT NULL,
  new_price integer NOT NULL CHECK (new_price > 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  offer jsonb,
  offer_cash integer CHECK (offer_cash >= 0),
  offer_exchange integer CHECK (offer_exchange >= 0),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  payout_type text CHECK (payout_type IN ('cash', 'exchange')),
  accepted_at timestamptz,
  state text NOT NULL DEFAULT 'draft'
    CHECK (state IN ('draft', 'offered', 'accepted', 'sent', 'received', 'inspected', 'revised', 'paid', 'returned', 'expired', 'cancelled')),
  web_buy_order_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (state NOT IN ('accepted', 'sent', 'received', 'inspected', 'revised', 'paid') OR (payout_type IS NOT NULL AND accepted_at IS NOT NULL)),
  CHECK (state <> 'offered' OR (offer IS NOT NULL AND offer_expires_at IS NOT NULL))
);

-- A member's list, newest first (keyset pagination on created_at, quote_id).
CREATE INDEX quotations_member ON quotations (member_id, created_at DESC, quote_id DESC);
-- The clock's sweep: offers and acceptances whose price lock has ended.
CREATE INDEX quotations_lock_ends ON quotations (offer_expires_at) WHERE state IN ('offered', 'accepted');

-- Every move of a quote: from, to, what happened, who (member, staff or the shop's clock) and when.
-- owner: quotations
CREATE TABLE quotation_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quote_id text NOT NULL REFERENCES quotations (quote_id) ON DELETE CASCADE,
  from_state text,
  to_state text NOT NULL,
  event text NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('member', 'staff', 'system')),
  actor_id text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotation_history_quote ON quotation_history (quote_id, id);
