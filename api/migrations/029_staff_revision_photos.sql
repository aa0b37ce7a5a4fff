-- Staff photos of an item at inspection (issue #14 'Staff': a grade is revised "with a reason and
-- photos"). They are quote photos like the member's: the same check, stripping, sizes, storage,
-- and erasure with the member's account (member_id is the quote's member). taken_by_staff_id
-- tells them apart: the member's list, the 12-a-quote count, the views an offer needs and the
-- catalogue's copies when the item goes on sale read only the member's own (taken_by_staff_id
-- IS NULL). Staff add them through /v3/staff/ only.
ALTER TABLE quote_images ADD COLUMN taken_by_staff_id text REFERENCES staff_accounts (staff_id);

-- The staff photos a revision shows the member, in order. Only these of the staff's photos are
-- served to the member (with the revised offer); the rest stay staff-only.
-- owner: staff
CREATE TABLE quote_revision_photos (
  quote_id text NOT NULL REFERENCES quotations (quote_id) ON DELETE CASCADE,
  image_id text NOT NULL REFERENCES quote_images (image_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 99),
  PRIMARY KEY (quote_id, image_id)
);
