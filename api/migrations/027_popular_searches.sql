-- Popular searches (issue #15, GET utilities/searchbucket): what shoppers type, counted so no
-- one's own text can come back as a suggestion. The raw log holds one row per day, normalised
-- query and shopper pseudonym (an HMAC of the browser's anonymous id under that day's random
-- salt): never an IP address, member id or the anonymous id itself. The same shopper typing the
-- same text ten times is one row. The roll-up counts distinct shoppers per day and query into
-- search_popular_daily; the raw rows and salt of a finished day are then deleted, so after
-- midnight nothing links two searches to one shopper.
-- owner: popular-searches
CREATE TABLE search_log_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
-- owner: popular-searches
CREATE TABLE search_log (
  day date NOT NULL,
  query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 64),
  shopper text NOT NULL,
  PRIMARY KEY (day, query, shopper)
);
-- owner: popular-searches
CREATE TABLE search_popular_daily (
  day date NOT NULL,
  query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 64),
  shoppers integer NOT NULL CHECK (shoppers > 0),
  -- Rows the seed wrote so a fresh shop has suggestions (seed.ts); real counts leave it false.
  seeded boolean NOT NULL DEFAULT false,
  PRIMARY KEY (day, query, seeded)
);
-- Prefix matching (query LIKE 'pra%') on the roll-up; text_pattern_ops works under any collation.
CREATE INDEX search_popular_daily_query ON search_popular_daily (query text_pattern_ops);
