-- Search answers and first views are shared for 30 s; a box whose stock is gone must leave them
-- at once, on every API instance. This counter moves whenever a box's stock crosses zero, and a
-- notification on channel search_stock_epoch tells every listening instance (delivered at
-- commit); the caches key on it. Deferred to commit time so a reader never sees the new value
-- before the stock change itself, and bumped only on a crossing (not on every sale of a
-- multi-unit box).
-- The trigger function is written on one line: migrations are split on lines ending with ';'.
-- owner: catalogue
CREATE TABLE search_stock_epoch (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  epoch bigint NOT NULL DEFAULT 0
);
INSERT INTO search_stock_epoch (epoch) VALUES (0);
CREATE FUNCTION bump_search_stock_epoch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE search_stock_epoch SET epoch = epoch + 1; PERFORM pg_notify('search_stock_epoch', ''); RETURN NULL; END $$;
CREATE CONSTRAINT TRIGGER boxes_stock_crossing AFTER UPDATE OF ecom_quantity ON boxes DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.ecom_quantity > 0) IS DISTINCT FROM (NEW.ecom_quantity > 0)) EXECUTE FUNCTION bump_search_stock_epoch();
CREATE CONSTRAINT TRIGGER store_stock_crossing AFTER UPDATE OF quantity ON store_stock DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0)) EXECUTE FUNCTION bump_search_stock_epoch();
CREATE CONSTRAINT TRIGGER store_stock_removed AFTER DELETE ON store_stock DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.quantity > 0) EXECUTE FUNCTION bump_search_stock_epoch();
