-- What the payout and the inspection of a sell-to-us quote share (spec §3 'Quotation'):
-- how the member is paid, chosen at acceptance, and what an inspection may change.
--   payout_method     bank transfer, an exchange voucher (payment id 12) or a donation to a charity;
--                     payout_type (cash/exchange) follows from it: a voucher is exchange, the others cash.
--   revision_tolerance  how much less (pence) the member lets staff pay without asking again.
--   revised_*         the offer after inspection when staff changed the grade, with why, who and when.
ALTER TABLE quotations
  ADD COLUMN payout_method text CHECK (payout_method IN ('bank', 'voucher', 'charity')),
  ADD COLUMN payout_bank_account_id bigint,
  ADD COLUMN payout_charity_id integer REFERENCES charities (charity_id),
  ADD COLUMN revision_tolerance integer NOT NULL DEFAULT 0 CHECK (revision_tolerance >= 0),
  ADD COLUMN revised_grade text,
  ADD COLUMN revised_cash integer CHECK (revised_cash >= 0),
  ADD COLUMN revised_exchange integer CHECK (revised_exchange >= 0),
  ADD COLUMN revision_reason text,
  ADD COLUMN revised_at timestamptz,
  ADD COLUMN revised_by text,
  ADD COLUMN paid_at timestamptz,
  ADD CONSTRAINT quotations_payout_target CHECK (
    payout_method IS NULL
    OR (payout_method = 'bank' AND payout_bank_account_id IS NOT NULL)
    OR (payout_method = 'voucher')
    OR (payout_method = 'charity' AND payout_charity_id IS NOT NULL)
  );
