-- Sending a parcel, as a parent lives it (issue 32 §2). Bulky items are not one parcel by default:
-- the member says which items go in which box (one label per box). A parcel the courier collects
-- has one booking (courier, date, tracking number, from which carrier adapter) and the courier's
-- tracking events, kept once each (a repeated webhook changes nothing). A booking's status moves
-- forward only (shared/src/rules/parcel-collection.ts); the member sees each move live.
ALTER TABLE web_buy_orders ADD COLUMN boxes jsonb;

-- owner: web-buy-orders
CREATE TABLE web_buy_order_collections (
  web_buy_order_id text PRIMARY KEY REFERENCES web_buy_orders (web_buy_order_id) ON DELETE CASCADE,
  -- The adapter that booked it ('royal-mail', 'embedded') and the courier the member reads.
  carrier text NOT NULL,
  courier text NOT NULL,
  collection_date date NOT NULL,
  tracking_number text NOT NULL UNIQUE,
  carrier_reference text,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'collected', 'in_transit', 'delivered')),
  booked_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- owner: web-buy-orders
CREATE TABLE web_buy_order_tracking_events (
  id bigserial PRIMARY KEY,
  web_buy_order_id text NOT NULL REFERENCES web_buy_orders (web_buy_order_id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('collected', 'in_transit', 'delivered')),
  location text,
  at timestamptz NOT NULL,
  -- The carrier's own id of the event: the same event delivered twice is kept once.
  carrier_event_id text NOT NULL,
  UNIQUE (web_buy_order_id, carrier_event_id)
);
CREATE INDEX web_buy_order_tracking_events_order ON web_buy_order_tracking_events (web_buy_order_id, at);

-- The member's page follows a booking live, as it follows the order's state (025): ids and states only.
CREATE FUNCTION notify_collection_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('member_events_' || current_schema(), json_build_object('memberId', o.member_id::text, 'kind', 'webBuyOrder', 'id', o.web_buy_order_id, 'from', o.state, 'to', o.state, 'at', NEW.updated_at)::text) FROM web_buy_orders o WHERE o.web_buy_order_id = NEW.web_buy_order_id; RETURN NULL; END $$;
CREATE TRIGGER web_buy_order_collections_notify AFTER INSERT OR UPDATE OF status ON web_buy_order_collections FOR EACH ROW EXECUTE FUNCTION notify_collection_event();
