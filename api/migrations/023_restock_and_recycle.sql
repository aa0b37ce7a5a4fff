-- What happens to a bought item (issue #14): it goes back on sale, or, when the shop cannot buy
-- it, the member may let the shop recycle it instead of having it sent back.
--
-- 1. Back on sale. A paid quote becomes one new box of the catalogue. The link quote -> box is
--    kept once (UNIQUE quote_id): putting the same quote on sale twice finds the same box. The
--    quote may later be erased with the member's account: the box is the shop's stock and stays
--    (the link goes with the quote).
-- owner: restock
CREATE TABLE restocked_quotes (
  quote_id text PRIMARY KEY REFERENCES quotations (quote_id) ON DELETE CASCADE,
  box_id text NOT NULL UNIQUE REFERENCES boxes (box_id),
  -- 'staff:<id>' or 'system' (the payout, or the staff CLI).
  restocked_by text NOT NULL,
  restocked_at timestamptz NOT NULL DEFAULT now()
);

-- Box ids of restocked items: LL900001 up, clear of the seeded catalogue (LL000001 ... its size).
CREATE SEQUENCE restocked_box_number START WITH 900001 MAXVALUE 999999 NO CYCLE;

-- The catalogue's own copies of a box's photos (the member's, re-encoded without metadata), one
-- per view number of the box (spec §9; a second photo of a view takes a free 'other' number).
-- Their files live in the box photo storage under photo_id, never under the quote's names, so
-- erasing the quote's photos leaves the product page whole. A box with no row here is drawn.
-- owner: catalogue
CREATE TABLE box_photos (
  box_id text NOT NULL REFERENCES boxes (box_id) ON DELETE CASCADE,
  view smallint NOT NULL CHECK (view BETWEEN 1 AND 99),
  photo_id text NOT NULL UNIQUE CHECK (photo_id ~ '^[A-Za-z0-9_-]{22}$'),
  content_type text NOT NULL CHECK (content_type = 'image/webp'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (box_id, view)
);

-- 2. Recycling. An item of a web buy order the shop cannot buy (its quote is 'returned': refused
--    at inspection, a car seat refused for safety, or a revised offer declined) is sent back,
--    unless the member lets the shop recycle it: when they did so is kept on the quote. Which
--    quotes may be recycled is written once, in shared/src/rules/web-buy-orders.ts.
ALTER TABLE quotations
  ADD COLUMN recycle_agreed_at timestamptz,
  ADD CONSTRAINT quotations_recycled_when_returned CHECK (recycle_agreed_at IS NULL OR state = 'returned');
