-- The home page's delivery tile becomes a template the API fills from settings (§5), so it can
-- only state the rule the basket charges. Shops seeded earlier get the template here; a fresh
-- shop has no content yet at this point and gets it from the seed.
UPDATE content SET content = (
  SELECT jsonb_agg(CASE WHEN e->>'icon' = 'truck' THEN jsonb_build_object('icon', 'truck', 'title', '{delivery.headline}', 'text', '{delivery.detail}') ELSE e END ORDER BY i)
  FROM jsonb_array_elements(content) WITH ORDINALITY AS x(e, i)
) WHERE platform_id = 16 AND content_key = 'home.uspIcons' AND jsonb_typeof(content) = 'array';
