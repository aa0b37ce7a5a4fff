-- An order leaves the warehouse: when, with which carrier and under which tracking number
-- (set by `npm run staff -- dispatch`). All three are set together or not at all.
ALTER TABLE web_sell_orders ADD COLUMN dispatched_at timestamptz;
ALTER TABLE web_sell_orders ADD COLUMN carrier text;
ALTER TABLE web_sell_orders ADD COLUMN tracking_number text;
ALTER TABLE web_sell_orders ADD CONSTRAINT web_sell_orders_dispatch_whole
  CHECK ((dispatched_at IS NULL AND carrier IS NULL AND tracking_number IS NULL) OR (dispatched_at IS NOT NULL AND carrier IS NOT NULL AND tracking_number IS NOT NULL));
