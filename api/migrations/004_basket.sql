-- The live basket of a signed-in member (spec §6: basket sharing is for members only).
-- One line per box and delivery method; collection lines name their store.

-- owner: basket
CREATE TABLE basket_items (
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  box_id text NOT NULL REFERENCES boxes (box_id),
  delivery_method_id integer NOT NULL CHECK (delivery_method_id IN (1, 2)),
  store_id integer REFERENCES stores (store_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  mode integer NOT NULL DEFAULT 2,
  added_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, box_id, delivery_method_id),
  CHECK (delivery_method_id = 1 OR store_id IS NOT NULL)
);
