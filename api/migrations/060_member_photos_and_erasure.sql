-- A member's photos are theirs; erasure erases (issue 31 §6, §7).
--
-- 1. At upload the member answers whether the shop may show their photos on the product page
--    when it sells the item on (default no), and when they last answered.
ALTER TABLE quotations
  ADD COLUMN photos_on_product_page boolean NOT NULL DEFAULT false,
  ADD COLUMN photos_answered_at timestamptz;

-- 2. Whose each photo on a box is: a member's (shown only with their yes; taken down when they
--    withdraw it or their account is erased) or the shop's (a staff photo: inspection or
--    restock). Named member_id so the export lists a member's box photos with the rest of their
--    data; the erasure takes them down itself (files, the box's views and its caches) first.
ALTER TABLE box_photos
  ADD COLUMN member_id bigint REFERENCES members (member_id),
  ADD COLUMN taken_by_staff_id text REFERENCES staff_accounts (staff_id) ON DELETE SET NULL;
CREATE INDEX box_photos_member ON box_photos (member_id) WHERE member_id IS NOT NULL;

-- Every box photo so far was a member's, copied without asking: they come down, the boxes are
-- drawn again (front view) until staff add photos, and the sweep removes the orphaned files.
UPDATE boxes SET image_views = '{1}' WHERE box_id IN (SELECT box_id FROM box_photos);
DELETE FROM box_photos;

-- 3. A box's picture addresses name its photos: a new key whenever its photos change (null: the
--    box is drawn), so a page, a search answer or any cache never keeps showing a photo taken
--    down. Changing it moves the epoch that search answers and first views are keyed on (the
--    stock epoch, migration 008), so they let go of the old addresses at commit on every instance.
ALTER TABLE boxes ADD COLUMN photos_key text CHECK (photos_key ~ '^[A-Za-z0-9_-]{8,32}$');
CREATE CONSTRAINT TRIGGER boxes_photos_change AFTER UPDATE OF photos_key ON boxes DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.photos_key IS DISTINCT FROM NEW.photos_key) EXECUTE FUNCTION bump_search_stock_epoch();

-- 4. Whom a message is about when it is not sent to them: the e-mail address (lower case) of the
--    person whose enquiry or application the shop's own inbox receives, or of the account that
--    asked for a new address (its confirmation goes to an address not yet theirs). Erasure and
--    export find those by it, as they find the messages sent to the person by recipient.
ALTER TABLE outbox ADD COLUMN regarding text;
CREATE INDEX outbox_regarding ON outbox (regarding) WHERE regarding IS NOT NULL;
UPDATE outbox o SET regarding = lower(e.email) FROM contact_enquiries e WHERE o.subject LIKE '[CE' || e.enquiry_id || ']%';
UPDATE outbox o SET regarding = lower(e.email) FROM franchise_enquiries e WHERE o.subject LIKE '[FE' || e.enquiry_id || ']%';
UPDATE outbox o SET regarding = lower(a.email) FROM job_applications a WHERE o.subject LIKE '[JA' || a.application_id || ']%';
UPDATE outbox o SET regarding = lower(m.email) FROM members m
  WHERE o.regarding IS NULL AND o.subject = 'Confirm your new email address' AND lower(o.recipient) = lower(m.pending_email);
