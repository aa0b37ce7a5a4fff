-- Popular searches count only what the server vouches for (issue 31 §5,
-- popular-searches/searchers.ts): each logged search also keeps its address's pseudonym (an HMAC
-- of a keyed hash of the address under the day's salt, as the shopper's), and the roll-up counts
-- the fewer of distinct shoppers and distinct addresses. Rows logged under the browser's own id
-- (which anyone could make up) are dropped, with their salts: today is counted afresh.
DELETE FROM search_log;
DELETE FROM search_log_salts;
ALTER TABLE search_log ADD COLUMN address text NOT NULL;
-- Texts staff have hidden from the suggestions (`npm run staff -- search-hide "<text>"`), by
-- their normalised text; never suggested again, whatever their counts.
-- owner: popular-searches
CREATE TABLE search_hidden (
  query text PRIMARY KEY CHECK (char_length(query) BETWEEN 1 AND 64),
  hidden_by text NOT NULL,
  hidden_at timestamptz NOT NULL DEFAULT now()
);
