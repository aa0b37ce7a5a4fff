-- One spelling of 'e-mail' in what customers read (issue 33 §7): the seeded texts that still said
-- 'email'. Only the seeded wording is changed: a text an editor has since rewritten is left as it is.
UPDATE consent_types SET description = 'E-mails and texts about offers, events and new stock'
 WHERE consent_type_id = 1 AND description = 'Emails and texts about offers, events and new stock';

UPDATE content SET content = '{"text": "We will e-mail you a link to verify your address before you sign in."}'::jsonb
 WHERE platform_id = 16 AND content_key = 'signUpNotes' AND content->>'text' = 'We will email you a link to verify your address before you sign in.';
