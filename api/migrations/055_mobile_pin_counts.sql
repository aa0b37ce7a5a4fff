-- Mobile PIN limits (issue 31 §4: limits that a change of something else cannot reset).
--
-- Mobile PINs (unlock/mobile-pins.ts): wrong tries, locks and texts are counted per member and
-- per number in unlock_counters, so a change of number carries them over. The row keeps the PIN.
ALTER TABLE member_mobile_pins DROP COLUMN tries;
ALTER TABLE member_mobile_pins DROP COLUMN locked_at;
