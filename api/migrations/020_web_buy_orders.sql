-- Web buy orders (spec §7 'Orders'; issue #14): one parcel of a member's accepted quotes. The
-- order says how the parcel reaches the shop (a courier collects it from one of the member's
-- addresses, copied here as it was chosen, or the member drops it at a store) and when its
-- label was made. Its quotes point at it through quotations.web_buy_order_id (016's spare
-- column); their states move only through the quote state machine.
-- owner: web-buy-orders
CREATE TABLE web_buy_orders (
  web_buy_order_id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'sent', 'received', 'cancelled')),
  -- The quotes it was made with, sorted: the same generate sent twice finds this order again.
  quote_ids text[] NOT NULL,
  handover text CHECK (handover IN ('collection', 'dropoff')),
  address_id bigint,
  collection_address jsonb,
  store_id integer REFERENCES stores (store_id),
  label_generated_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (handover IS NULL OR (handover = 'collection' AND collection_address IS NOT NULL AND store_id IS NULL) OR (handover = 'dropoff' AND store_id IS NOT NULL AND collection_address IS NULL)),
  CHECK (state <> 'sent' OR (handover IS NOT NULL AND label_generated_at IS NOT NULL))
);
CREATE INDEX web_buy_orders_member ON web_buy_orders (member_id, created_at DESC);

ALTER TABLE quotations ADD CONSTRAINT quotations_web_buy_order FOREIGN KEY (web_buy_order_id) REFERENCES web_buy_orders (web_buy_order_id) ON DELETE SET NULL;
CREATE INDEX quotations_web_buy_order ON quotations (web_buy_order_id) WHERE web_buy_order_id IS NOT NULL;
