-- A member's children for 'Outgrown' (issue 37): the least that serves, a month of birth (or the
-- due month) and, only if the member gives it, a height. No name, no photo, no day of birth.
-- consented_at: when the member agreed to the shop using it to suggest sizes. member_id makes the
-- export and the erasure reach every row (member-data/member-tables.ts); deleting a child deletes
-- the row, nothing else holds it.
-- owner: children
CREATE TABLE member_children (
  child_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  born_month char(7) NOT NULL CHECK (born_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  height_cm integer CHECK (height_cm IS NULL OR height_cm BETWEEN 40 AND 180),
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX member_children_member ON member_children (member_id);
