-- Live status for members (issue #14, journey point 7): every change of state of a quote or a web
-- buy order is announced to the member who owns it, on channel member_events_<schema> (the schema
-- keeps test databases sharing one server apart; production's is member_events_public). NOTIFY is
-- delivered at commit and never for a rolled-back change, to every API instance that listens
-- (api/src/modules/live/). Triggers, not application code, so no writer can forget it: a quote
-- moves only through move() (quotations/store.ts), which writes its history row; web buy orders
-- change state in their service and in the staff work. The payload holds ids and states only.
-- The trigger functions are written on one line: migrations are split on lines ending with ';'.
CREATE FUNCTION notify_quote_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('member_events_' || current_schema(), json_build_object('memberId', q.member_id::text, 'kind', 'quote', 'id', NEW.quote_id, 'from', NEW.from_state, 'to', NEW.to_state, 'at', NEW.at)::text) FROM quotations q WHERE q.quote_id = NEW.quote_id; RETURN NULL; END $$;
CREATE TRIGGER quotation_history_notify AFTER INSERT ON quotation_history FOR EACH ROW EXECUTE FUNCTION notify_quote_event();
CREATE FUNCTION notify_web_buy_order_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('member_events_' || current_schema(), json_build_object('memberId', NEW.member_id::text, 'kind', 'webBuyOrder', 'id', NEW.web_buy_order_id, 'from', CASE WHEN TG_OP = 'UPDATE' THEN OLD.state END, 'to', NEW.state, 'at', NEW.updated_at)::text); RETURN NULL; END $$;
CREATE TRIGGER web_buy_orders_insert_notify AFTER INSERT ON web_buy_orders FOR EACH ROW EXECUTE FUNCTION notify_web_buy_order_event();
CREATE TRIGGER web_buy_orders_state_notify AFTER UPDATE OF state ON web_buy_orders FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION notify_web_buy_order_event();
