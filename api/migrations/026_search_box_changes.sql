-- Search answers from an in-memory index on every API instance (issue 15); each instance
-- re-reads a box when told it changed. A change to a box (its price, stock, anything it is
-- searched, filtered or sorted by) or to its store stock notifies channel search_boxes with the
-- box's id; a change to a brand, category, product line or super-category (names the facets
-- show) notifies '*', and the instances build their index again. Notifications are delivered at
-- commit, and several of one id in a transaction arrive as one.
-- The trigger functions are written on one line: migrations are split on lines ending with ';'.
CREATE FUNCTION notify_search_box() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM pg_notify('search_boxes', OLD.box_id); ELSE PERFORM pg_notify('search_boxes', NEW.box_id); IF TG_OP = 'UPDATE' AND OLD.box_id IS DISTINCT FROM NEW.box_id THEN PERFORM pg_notify('search_boxes', OLD.box_id); END IF; END IF; RETURN NULL; END $$;
CREATE FUNCTION notify_search_all() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('search_boxes', '*'); RETURN NULL; END $$;
CREATE TRIGGER boxes_search_change AFTER INSERT OR UPDATE OR DELETE ON boxes FOR EACH ROW EXECUTE FUNCTION notify_search_box();
CREATE TRIGGER store_stock_search_change AFTER INSERT OR UPDATE OR DELETE ON store_stock FOR EACH ROW EXECUTE FUNCTION notify_search_box();
CREATE TRIGGER brands_search_change AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION notify_search_all();
CREATE TRIGGER categories_search_change AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_search_all();
CREATE TRIGGER product_lines_search_change AFTER INSERT OR UPDATE OR DELETE ON product_lines FOR EACH STATEMENT EXECUTE FUNCTION notify_search_all();
CREATE TRIGGER supercats_search_change AFTER INSERT OR UPDATE OR DELETE ON supercats FOR EACH STATEMENT EXECUTE FUNCTION notify_search_all();
