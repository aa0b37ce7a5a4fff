-- A grade's name and description are shown in search hits (the index keeps every box's hit), so
-- a change to the grades table rebuilds every instance's index, as brands and categories do
-- (migration 026's notify_search_all).
CREATE TRIGGER grades_search_change AFTER INSERT OR UPDATE OR DELETE ON grades FOR EACH STATEMENT EXECUTE FUNCTION notify_search_all();
