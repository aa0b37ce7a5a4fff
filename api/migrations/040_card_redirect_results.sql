-- The embedded test card provider speaks Adyen's 3-D Secure return: the shopper comes back with a
-- one-off redirectResult, which verify (spec §7 verifyadyenorder) exchanges for the payment's outcome.
ALTER TABLE test_card_payments ADD COLUMN redirect_result text UNIQUE;
-- Apple Pay payments (spec §9: payment id 22) are authorised by the same provider.
ALTER TABLE test_card_payments ADD COLUMN wallet text CHECK (wallet IN ('applepay'));
