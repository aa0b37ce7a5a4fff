-- Content versions (issue #17 'Content service'). `content` (001) keeps what is live, one row per
-- platform and key, as the shop reads it; every publish of a Markdown item also adds a row here:
-- its source, the HTML it was rendered and sanitised to, who published it (a staff id, 'cli:<user>'
-- for the staff CLI, 'seed' for the shop's own first edition) and why. Rows are only ever added:
-- the trigger refuses UPDATE and DELETE, so the history cannot be rewritten, even by mistake.
-- version_id is the content stamp: an API instance whose cache was filled at a lower stamp
-- reads the live rows again (content/service.ts).

-- owner: content
CREATE TABLE content_versions (
  version_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform_id integer NOT NULL,
  content_key text NOT NULL CHECK (content_key ~ '^[A-Za-z0-9._-]{1,100}$'),
  version integer NOT NULL CHECK (version > 0),
  markdown text NOT NULL CHECK (char_length(markdown) <= 200000),
  html text NOT NULL,
  published_by text NOT NULL CHECK (published_by ~ '^(ST[0-9A-HJKMNP-TV-Z]{8}|cli:[A-Za-z0-9._@-]{1,64}|seed)$'),
  published_at timestamptz NOT NULL DEFAULT now(),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  UNIQUE (platform_id, content_key, version)
);

-- The live row names the version it shows (null for structured items no one publishes as Markdown: home.*).
ALTER TABLE content ADD COLUMN version integer;
ALTER TABLE content ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The trigger function is written on one line: migrations are split on lines ending with ';'.
CREATE FUNCTION content_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'content_versions is append-only'; END $$;
CREATE TRIGGER content_versions_no_rewrite BEFORE UPDATE OR DELETE ON content_versions FOR EACH ROW EXECUTE FUNCTION content_versions_append_only();
