-- E-mail changes (issue 31 §4: limits that a change of something else cannot reset).
--
-- E-mail change: a pending address lives 24 hours, as its link does (members/service.ts), and
-- blocks nobody meanwhile; requests are counted in a 24-hour window that a cancel does not reset.
ALTER TABLE members ADD COLUMN pending_email_until timestamptz;
ALTER TABLE members ADD COLUMN email_change_window_started_at timestamptz;

-- A pending address lives as long as its newest unused link; one with none is over (the column
-- keeps the address for erasure and export, as the service does once a link runs out).
UPDATE members m SET pending_email_until = t.expires_at
  FROM (SELECT member_id, max(expires_at) AS expires_at FROM member_tokens WHERE purpose = 'change_email' AND used_at IS NULL GROUP BY member_id) t
  WHERE t.member_id = m.member_id AND m.pending_email IS NOT NULL;
UPDATE members SET email_change_window_started_at = now() WHERE email_change_attempts > 0;
