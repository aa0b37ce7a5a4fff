-- The stock epoch's notification carries the new epoch (and the schema it belongs to), so that
-- every API instance keys its shared answers on the same value: answers kept in Redis by one
-- instance are found by the others (issue 20). The schema tells test schemas on one server apart.
-- The trigger function is written on one line: migrations are split on lines ending with ';'.
CREATE OR REPLACE FUNCTION bump_search_stock_epoch() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE e bigint; BEGIN UPDATE search_stock_epoch SET epoch = epoch + 1 RETURNING epoch INTO e; PERFORM pg_notify('search_stock_epoch', current_schema() || '|' || e::text); RETURN NULL; END $$;
