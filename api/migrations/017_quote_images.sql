-- Sell-to-us quote photos (spec §7 Quotations: {id}/images; §8 Quote images; §9 views).
-- A row is a photo the member may see; its display sizes are files in the photo storage, named
-- by the random image id, never by the uploaded name. The sent bytes are not kept.
-- quote_id is the quotations module's id as text: that module owns the quote and its states
-- and answers "may this member change this quote's photos" (quoteAccess).

-- owner: quote-images
CREATE TABLE quote_images (
  image_id text PRIMARY KEY CHECK (image_id ~ '^[A-Za-z0-9_-]{22}$'),
  quote_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  view smallint NOT NULL CHECK (view BETWEEN 1 AND 99),
  -- The stored format (WebP today); served with this content type, never sniffed.
  content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg')),
  -- Of the largest display size, after turning the photo upright.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Bytes per size: {"l": 312034, "m": 90211, "s": 14020}.
  sizes jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_images_quote ON quote_images (quote_id, created_at, image_id);
CREATE INDEX quote_images_member ON quote_images (member_id);
