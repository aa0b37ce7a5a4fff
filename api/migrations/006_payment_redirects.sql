-- Payments finished on a provider's own page (PayPal, Klarna): where the shopper is sent, so a
-- reload of /buy/process can send them there again.
ALTER TABLE web_sell_orders ADD COLUMN payment_redirect_url text;
