-- Several API instances flush one outbox (issue 20): an instance claims a batch before sending
-- it (FOR UPDATE SKIP LOCKED: the others pass over claimed rows), so no message goes out twice.
-- A claim lapses after a while: an instance that died mid-batch leaves its unsent messages to
-- the next flush (sent at least once; at most once per claim).
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
