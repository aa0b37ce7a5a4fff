-- A member's favourite boxes and stock alerts (spec §7 Members: favouriteboxes, stockalert*).
-- An alert stays until the member removes it (a removed one can be restored) and e-mails on
-- every return to stock, so a box that sells out and comes back is announced again.

-- owner: favourites
CREATE TABLE favourite_boxes (
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  box_id text NOT NULL REFERENCES boxes (box_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, box_id)
);

-- owner: stock-alerts
CREATE TABLE stock_alerts (
  member_id bigint NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  box_id text NOT NULL REFERENCES boxes (box_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the member removes the alert; cleared again by restorestockalerts.
  removed_at timestamptz,
  last_notified_at timestamptz,
  PRIMARY KEY (member_id, box_id)
);
CREATE INDEX stock_alerts_box ON stock_alerts (box_id) WHERE removed_at IS NULL;
