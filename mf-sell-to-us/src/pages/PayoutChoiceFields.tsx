// How the member is paid, chosen with the offer (issue #14, point 8): a store credit voucher
// (worth more), a bank transfer to one of their own accounts (masked; or a link to add one) or a
// donation to a charity; and how much less we may pay after checking the item without asking.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@shop/shared/i18n';
import { formatMoney, REVISION_TOLERANCE_CHOICES, type SellPayoutMethod } from '@shop/shared/rules';
import { getBankAccounts, getCharities, type Charity, type MaskedBankAccount, type PayoutChoice } from '../api/payout-options';
import css from './sell.module.css';

const BANK_DETAILS_TAB = '/myaccount?tab=bank-details';
type Loaded<T> = T[] | null | 'failed';

/** The member's bank accounts and our charities, loaded once with the offer. */
function usePayoutOptions() {
  const [accounts, setAccounts] = useState<Loaded<MaskedBankAccount>>(null);
  const [charities, setCharities] = useState<Loaded<Charity>>(null);
  useEffect(() => {
    let live = true;
    getBankAccounts().then((a) => live && setAccounts(a), () => live && setAccounts('failed'));
    getCharities().then((c) => live && setCharities(c), () => live && setCharities('failed'));
    return () => {
      live = false;
    };
  }, []);
  return { accounts, charities };
}

/** What still has to be chosen before the choice can be sent, as a message; null when complete. */
export function missingChoice(choice: PayoutChoice): string | null {
  if (choice.payoutMethod === 'bank' && !choice.bankAccountId) return t('sell.chooseBankAccount');
  if (choice.payoutMethod === 'charity' && choice.charityId === undefined) return t('sell.chooseCharity');
  return null;
}

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: React.ReactNode }) {
  return (
    <label className={css.choice}>
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

export function PayoutChoiceFields({ total, choice, onChange }: { total: { cash: number; exchange: number }; choice: PayoutChoice; onChange: (next: PayoutChoice) => void }) {
  const { accounts, charities } = usePayoutOptions();
  const amountOf = (method: SellPayoutMethod) => (method === 'voucher' ? total.exchange : total.cash);
  // A new method keeps the tolerance unless it would be more than that method's offer.
  const choose = (payoutMethod: SellPayoutMethod) => onChange({ payoutMethod, revisionTolerance: choice.revisionTolerance <= amountOf(payoutMethod) ? choice.revisionTolerance : 0 });
  const amount = amountOf(choice.payoutMethod);
  // A tolerance is never more than the offer itself.
  const tolerances = REVISION_TOLERANCE_CHOICES.filter((p) => p <= amount);
  return (
    <>
      <fieldset className={css.question}>
        <legend>{t('sell.payoutLegend')}</legend>
        <Radio name="payout" checked={choice.payoutMethod === 'voucher'} onChange={() => choose('voucher')}>
          {t('sell.payoutVoucher', { amount: formatMoney(total.exchange) })}
          <span className={css.hint}>{t('sell.payoutVoucherNote', { extra: formatMoney(total.exchange - total.cash) })}</span>
        </Radio>
        <Radio name="payout" checked={choice.payoutMethod === 'bank'} onChange={() => choose('bank')}>
          {t('sell.payoutBank', { amount: formatMoney(total.cash) })}
        </Radio>
        {choice.payoutMethod === 'bank' ? (
          <fieldset className={`${css.question} ${css.nested}`}>
            <legend>{t('sell.bankAccountLegend')}</legend>
            {accounts === null ? <p className={css.muted}>{t('sell.bankAccountsLoading')}</p> : null}
            {accounts === 'failed' ? <p className={css.error}>{t('sell.bankAccountsFailed')}</p> : null}
            {Array.isArray(accounts)
              ? accounts.map((a) => (
                  <Radio key={a.bankAccountId} name="bank-account" checked={choice.bankAccountId === a.bankAccountId} onChange={() => onChange({ ...choice, bankAccountId: a.bankAccountId })}>
                    {t('sell.bankAccountOption', { name: a.accountHolderName, number: a.bankAccountNumber, sortCode: a.sortCode })}
                  </Radio>
                ))
              : null}
            {Array.isArray(accounts) && accounts.length === 0 ? <p className={css.muted}>{t('sell.noBankAccounts')}</p> : null}
            {accounts !== null ? <Link to={BANK_DETAILS_TAB}>{t('sell.addBankAccount')}</Link> : null}
          </fieldset>
        ) : null}
        <Radio name="payout" checked={choice.payoutMethod === 'charity'} onChange={() => choose('charity')}>
          {t('sell.payoutCharity', { amount: formatMoney(total.cash) })}
        </Radio>
        {choice.payoutMethod === 'charity' ? (
          <fieldset className={`${css.question} ${css.nested}`}>
            <legend>{t('sell.charityLegend')}</legend>
            {charities === null ? <p className={css.muted}>{t('sell.charitiesLoading')}</p> : null}
            {charities === 'failed' ? <p className={css.error}>{t('sell.charitiesFailed')}</p> : null}
            {Array.isArray(charities)
              ? charities.map((c) => (
                  <Radio key={c.charityId} name="charity" checked={choice.charityId === c.charityId} onChange={() => onChange({ ...choice, charityId: c.charityId })}>
                    {c.name}
                    <span className={css.hint}>{c.description}</span>
                  </Radio>
                ))
              : null}
          </fieldset>
        ) : null}
      </fieldset>
      <fieldset className={css.question} aria-describedby="sell-tolerance-hint">
        <legend>{t('sell.toleranceLegend')}</legend>
        <p id="sell-tolerance-hint" className={css.muted}>{t('sell.toleranceHint')}</p>
        {tolerances.map((pence) => (
          <Radio key={pence} name="tolerance" checked={choice.revisionTolerance === pence} onChange={() => onChange({ ...choice, revisionTolerance: pence })}>
            {pence === 0 ? t('sell.toleranceNone') : t('sell.toleranceUpTo', { amount: formatMoney(pence) })}
          </Radio>
        ))}
      </fieldset>
    </>
  );
}
