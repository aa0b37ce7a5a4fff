-- Reference data, settings and content (spec §6, §7 'Content / settings', §9).

-- owner: settings
CREATE TABLE titles (
  title_id integer PRIMARY KEY,
  title text NOT NULL
);
INSERT INTO titles (title_id, title) VALUES (1, 'Mr'), (2, 'Mrs'), (3, 'Miss'), (4, 'Ms'), (5, 'Mx'), (6, 'Dr');

-- owner: settings
CREATE TABLE id_types (
  id_type_id integer PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO id_types (id_type_id, name) VALUES (1, 'Passport'), (2, 'Driving licence'), (3, 'National identity card'), (4, 'Biometric residence permit');

-- Consent ids of spec §9: 1 all communications, 2 newsletter.
-- owner: settings
CREATE TABLE consent_types (
  consent_type_id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL
);
INSERT INTO consent_types (consent_type_id, name, description) VALUES
  (1, 'All communications', 'Emails and texts about offers, events and new stock'),
  (2, 'Newsletter', 'Our monthly newsletter');

-- owner: settings
CREATE TABLE regions (
  region_id integer PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO regions (region_id, name) VALUES (1, 'England'), (2, 'Scotland'), (3, 'Wales'), (4, 'Northern Ireland');

-- Settings by platform and scope; values are JSON. Money is integer pence.
-- owner: settings
CREATE TABLE settings (
  platform_id integer NOT NULL,
  scope text NOT NULL CHECK (scope IN ('prelogin', 'postlogin')),
  key text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (platform_id, scope, key)
);
INSERT INTO settings (platform_id, scope, key, value) VALUES
  (16, 'prelogin', 'featureFlags', '{"basketSharing": true, "clickAndCollect": true, "sellToUsEnabled": true, "priceReductionOnBoxes": true, "waiveDeliveryCharge": false, "onDemandUnlock": false}'),
  (16, 'prelogin', 'limits', '{"buyItemQuantityLimit": 5, "sellItemQuantityLimit": 10, "sellTotalBasketItemLimit": 20, "deliveryCharge": 399, "perItemDeliveryCharge": 199, "freeDeliveryThreshold": 5000, "minimumBasketAmount": 500}'),
  (16, 'prelogin', 'currency', '{"code": "GBP", "decimalPlaces": 2}'),
  (16, 'prelogin', 'warehouseId', '19003'),
  (16, 'postlogin', 'quotation', '{"maxImagesPerItem": 8, "acceptedImageTypes": ["image/jpeg", "image/png", "image/webp"]}'),
  (16, 'postlogin', 'account', '{"maxAddresses": 10, "maxBankAccounts": 3}');

-- owner: content
CREATE TABLE content (
  platform_id integer NOT NULL,
  content_key text NOT NULL,
  content jsonb NOT NULL,
  PRIMARY KEY (platform_id, content_key)
);
INSERT INTO content (platform_id, content_key, content) VALUES
  (16, 'announcement', '{"text": "Free UK delivery on orders over £50 · Every item checked and graded by our team"}'),
  (16, 'signUpNotes', '{"text": "We will email you a link to verify your address before you sign in."}'),
  (16, 'cookieMessage', '{"text": "We use cookies to make the shop work and, with your consent, to measure and improve it."}');
