-- Vouchers keep what a basket did not use (issue 32 §4): a £45.50 exchange voucher on an £8.48
-- basket leaves £37.02 to spend next time, instead of being spent whole.
--
-- The balance is a ledger, not a number overwritten: each paid order that spent a voucher is one
-- row of voucher_spends (one per voucher and order: a retried payment never spends twice), and
-- vouchers.spent_pence is their sum, written in the same transaction, so the voucher's balance
-- (amount_pence - spent_pence) never goes below nought (CHECK) and never disagrees with its rows.
-- Reserving still locks the voucher to one unpaid order at a time, so it cannot be spent twice at once.
ALTER TABLE vouchers ADD COLUMN spent_pence integer NOT NULL DEFAULT 0;
-- A voucher used up before this change was spent whole (it has no ledger rows: it was never split).
UPDATE vouchers SET spent_pence = amount_pence WHERE status = 'used';
ALTER TABLE vouchers ADD CONSTRAINT vouchers_spent_within_amount CHECK (spent_pence >= 0 AND spent_pence <= amount_pence);

-- owner: payments
CREATE TABLE voucher_spends (
  voucher_code text NOT NULL REFERENCES vouchers (code),
  -- An erased member's orders leave after their retention time (retention.ts) and take their
  -- spend rows with them; the voucher's spent_pence still says what was spent.
  order_id bigint NOT NULL REFERENCES web_sell_orders (order_id) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  balance_after_pence integer NOT NULL CHECK (balance_after_pence >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (voucher_code, order_id)
);

-- The trade-up bonus (issue 32 §4: 'Take it as a voucher and get £15 extra'), kept on the quote
-- when the member accepts with a voucher, as the list (trade_up_devices) had it then: the
-- voucher is the exchange amount plus this, whatever staff change in the list afterwards.
ALTER TABLE quotations ADD COLUMN trade_up_bonus_pence integer NOT NULL DEFAULT 0 CHECK (trade_up_bonus_pence >= 0);
