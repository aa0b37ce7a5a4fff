-- Member addresses (spec §7 'Addresses', §5 field lengths, §8 'Address') and the profile's
-- date of birth and tax id (§3 memberTaxId). One default delivery address per member.

-- owner: addresses
CREATE TABLE member_addresses (
  address_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 700001) PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  town text NOT NULL,
  county text NOT NULL DEFAULT '',
  postcode text NOT NULL,
  country_code text NOT NULL DEFAULT 'GBR' CHECK (country_code = 'GBR'),
  phone text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_addresses_member ON member_addresses (member_id, created_at);
-- At most one default; the same address twice is 1159 (the index decides a race).
CREATE UNIQUE INDEX member_addresses_one_default ON member_addresses (member_id) WHERE is_default;
CREATE UNIQUE INDEX member_addresses_same ON member_addresses (member_id, lower(line1), lower(line2), postcode);

ALTER TABLE members ADD COLUMN date_of_birth date;
ALTER TABLE members ADD COLUMN tax_id text;
