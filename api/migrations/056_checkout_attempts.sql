-- Issue 30: one order per checkout, paid again after a refusal, holding nothing when it fails.
-- payment_attempt: each try at the card provider after a definite answer (refused, card data
--   refused) is a new payment there, with its own merchant reference (WS500023, WS500023-2, …):
--   providers are idempotent on the reference, so a second try under the first one's reference
--   would only be told the first answer again.
-- reserved_at: when the order last took its stock (generate, or paying again after a failure);
--   an unpaid order gives back what it holds this long after (orders/service.ts RESERVATION_MINUTES).
ALTER TABLE web_sell_orders ADD COLUMN payment_attempt integer NOT NULL DEFAULT 1 CHECK (payment_attempt >= 1);
ALTER TABLE web_sell_orders ADD COLUMN reserved_at timestamptz;
UPDATE web_sell_orders SET reserved_at = created_at;
ALTER TABLE web_sell_orders ALTER COLUMN reserved_at SET NOT NULL;
ALTER TABLE web_sell_orders ALTER COLUMN reserved_at SET DEFAULT now();
-- The member's open order (at most one: generate reuses or replaces it) is found by member.
CREATE INDEX web_sell_orders_open ON web_sell_orders (member_id) WHERE status IN ('awaiting_payment', 'charging', 'awaiting_3ds', 'payment_failed');
