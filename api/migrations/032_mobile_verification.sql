-- The unified-membership guard (issue #16; spec §2 '/verify-phone-number', §8 'Unified
-- membership'): an account joined to an in-store membership proves its contact number with a PIN
-- by text before member pages. members.phone_verified_at says when the account's current number
-- was proved; every change of the number clears it (members/service.ts). The member's own PIN to
-- prove it lives in member_mobile_pins (one at a time per member; only its hash is kept).

ALTER TABLE members ADD COLUMN phone_verified_at timestamptz;

-- Numbers already proved by an unlock PIN, and still the account's number.
UPDATE members m SET phone_verified_at = i.mobile_verified_at
  FROM in_store_memberships i
  WHERE i.linked_member_id = m.member_id AND i.mobile_verified_at IS NOT NULL AND i.mobile = m.phone;

-- owner: unlock
CREATE TABLE member_mobile_pins (
  member_id bigint PRIMARY KEY REFERENCES members (member_id) ON DELETE CASCADE,
  -- The number the PIN went to (national digits): proving it proves this number only.
  mobile text NOT NULL CHECK (mobile ~ '^0[0-9]{9,10}$'),
  pin_hash text,
  pin_expires_at timestamptz NOT NULL,
  -- Wrong PINs for this number: the fifth locks it until the resend window has passed.
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  locked_at timestamptz,
  sent_at timestamptz NOT NULL DEFAULT now()
);
