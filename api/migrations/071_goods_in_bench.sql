-- Goods-in on a web page (issue 35). Three things the bench needs that goods-in did not keep yet:
--   staff_goods_in_permissions: who may work the bench (granted like release permissions, by
--     `npm run staff -- goods-in-permission grant <email>`); the API refuses the rest with G001.
--   goods_in_claims: the item a staff member has open, until expires_at (one row per item), so a
--     second staff member sees it taken; an expired claim is anyone's. Each claim and release is
--     announced on the live channel (kind 'claim', no member id: the staff streams alone hear it).
--   goods_in_listing_corrections: what staff corrected in an item's listing before it goes on
--     sale (the wear note shoppers read, photos left off); restock/service.ts reads it.
-- Trigger functions are written on one line: migrations are split on lines ending with ';'.
-- owner: staff
CREATE TABLE staff_goods_in_permissions (
  staff_id text PRIMARY KEY REFERENCES staff_accounts (staff_id) ON DELETE CASCADE,
  granted_by text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- owner: staff
CREATE TABLE goods_in_claims (
  quote_id text PRIMARY KEY REFERENCES quotations (quote_id) ON DELETE CASCADE,
  staff_id text NOT NULL REFERENCES staff_accounts (staff_id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > claimed_at)
);

-- owner: staff
CREATE TABLE goods_in_listing_corrections (
  quote_id text PRIMARY KEY REFERENCES quotations (quote_id) ON DELETE CASCADE,
  wear_note text CHECK (wear_note IS NULL OR length(wear_note) BETWEEN 1 AND 500),
  hidden_image_ids text[] NOT NULL DEFAULT '{}',
  corrected_by text NOT NULL,
  corrected_at timestamptz NOT NULL
);

CREATE FUNCTION notify_goods_in_claim() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('member_events_' || current_schema(), json_build_object('memberId', '', 'kind', 'claim', 'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.quote_id ELSE NEW.quote_id END, 'from', NULL, 'to', CASE WHEN TG_OP = 'DELETE' THEN 'released' ELSE 'claimed' END, 'at', now())::text); RETURN NULL; END $$;
CREATE TRIGGER goods_in_claims_notify AFTER INSERT OR UPDATE OR DELETE ON goods_in_claims FOR EACH ROW EXECUTE FUNCTION notify_goods_in_claim();
