-- An unlock code is no longer spent when it is proved (issue 33 §1): the attempt it starts keeps
-- it, and proving the same code again resumes that attempt (a new token for the same attempt), so
-- a member who closed the tab after step 1 carries on. The code is spent when its attempt ends in
-- an account (unlocked or combined). Wrong PINs stay counted per code: a new attempt with the same
-- code starts with the tries of the last one, and a locked attempt spends its code.
ALTER TABLE unlock_attempts ADD COLUMN code_id bigint REFERENCES unlock_codes (code_id) ON DELETE SET NULL;
CREATE INDEX unlock_attempts_code ON unlock_attempts (code_id, created_at DESC);
