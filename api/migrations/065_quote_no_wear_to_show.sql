-- 'No wear to show' is an answer (issue 32 §6): a car seat asks for a close-up of its wear, and
-- one in like-new condition has none to photograph. The member says so instead, and the offer
-- no longer waits for that photo; staff still check the seat when it arrives.
ALTER TABLE quotations ADD COLUMN no_wear_to_show boolean NOT NULL DEFAULT false;
