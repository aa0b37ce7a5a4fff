-- What the card provider tells the shop by webhook (Adyen's standard notifications), kept as it
-- came: how an order an instance left 'charging' is settled when the provider has no lookup
-- (issue 20). A notification sent again (Adyen retries until answered) is kept once.
-- owner: payments
CREATE TABLE card_notifications (
  provider text NOT NULL,
  psp_reference text NOT NULL,
  event_code text NOT NULL,
  merchant_reference text NOT NULL,
  success boolean NOT NULL,
  reason text,
  event_date timestamptz,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, psp_reference, event_code)
);
CREATE INDEX card_notifications_reference ON card_notifications (provider, merchant_reference, event_code);
