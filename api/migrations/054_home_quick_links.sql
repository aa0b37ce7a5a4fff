-- The home page's quick links open what they name (issue 30): 'Travel systems' opened the whole
-- 'Prams & Pushchairs' line (double buggies and all), 'Cot beds', 'Baby monitors' and
-- 'Highchairs' their whole lines, 'Wooden toys' the imaginative-play line (plastic included);
-- 'Careers' and 'Franchise' under About us went to /about, not to their own pages. Shops seeded
-- earlier get the links the seed now writes; a link staff have changed stays as it is.
UPDATE content c SET content = jsonb_set(c.content, '{top}', (
  SELECT jsonb_agg(CASE WHEN f.href IS NULL THEN e ELSE jsonb_set(e, '{href}', to_jsonb(f.href)) END ORDER BY x.i)
  FROM jsonb_array_elements(c.content->'top') WITH ORDINALITY AS x(e, i)
  LEFT JOIN (VALUES
    ('Travel systems', '/products?productLineId=701&superCatId=7', '/products?superCatId=7&productLineId=701&category=Travel%20Systems'),
    ('Cot beds', '/products?productLineId=401&superCatId=4', '/products?superCatId=4&productLineId=401&category=Cots%20%26%20Cot%20Beds'),
    ('Baby monitors', '/products?productLineId=402&superCatId=4', '/products?superCatId=4&productLineId=402&category=Baby%20Monitors'),
    ('Highchairs', '/products?productLineId=302&superCatId=3', '/products?superCatId=3&productLineId=302&category=Highchairs'),
    ('Wooden toys', '/products?productLineId=502&superCatId=5', '/products?superCatId=5&q=wood')
  ) AS f(label, was, href) ON f.label = x.e->>'label' AND f.was = x.e->>'href'
)) WHERE c.platform_id = 16 AND c.content_key = 'home.quickLinks' AND jsonb_typeof(c.content->'top') = 'array' AND jsonb_array_length(c.content->'top') > 0;
UPDATE content c SET content = (
  SELECT jsonb_agg(CASE WHEN x.e->>'href' = '/about' AND x.e->>'title' IN ('Careers', 'Franchise') THEN jsonb_set(x.e, '{href}', to_jsonb('/' || lower(x.e->>'title'))) ELSE x.e END ORDER BY x.i)
  FROM jsonb_array_elements(c.content) WITH ORDINALITY AS x(e, i)
) WHERE c.platform_id = 16 AND c.content_key = 'home.aboutUs' AND jsonb_typeof(c.content) = 'array' AND jsonb_array_length(c.content) > 0;
