// How the member is paid, chosen with the offer (issue #14, point 8): a store credit voucher
// (worth more), a bank transfer to one of their own accounts (masked; or a link to add one) or a
// donation to a charity; and how much less we may pay after checking the item without asking.
import { useEffect, useEffectEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData, type ApiData } from '@shop/shared/http';
import { formatMoney, REVISION_TOLERANCE_CHOICES, type SellPayoutMethod } from '@shop/shared/rules';
import { getBankAccounts, getCharities, getTradeUpBonus, type PayoutChoice } from '../api/payout-options';
import css from '../../../components/sell.module.css';

/** The offer's URL parameter that reopens it with the bank transfer chosen (back from adding an account). */
export const PAYOUT_PARAM = 'payout';
type Loaded<T> = T[] | null | 'failed';

/** My account's bank details, coming back to this offer (bank transfer chosen) once an account is added. */
function bankDetailsHref(pathname: string, search: string) {
  const back = new URLSearchParams(search);
  back.set(PAYOUT_PARAM, 'bank');
  return `/myaccount?${new URLSearchParams({ tab: 'bank-details', returnTo: `${pathname}?${back}` })}`;
}

/** The member's bank accounts, our charities and the model's trade-up bonus, loaded once with the offer. */
function usePayoutOptions(masterBoxId: string | undefined) {
  const accounts = useApiData('bank-accounts', getBankAccounts);
  const charities = useApiData('charities', getCharities);
  // No bonus shown when the list cannot be read: never promise what may not be paid.
  const bonus = useApiData(masterBoxId ? `trade-up-bonus:${masterBoxId}` : null, () => getTradeUpBonus(masterBoxId!));
  return { accounts: loadedOf(accounts), charities: loadedOf(charities), bonus: bonus.data ?? 0 };
}

/** A list still loading (null), failed, or loaded. */
const loadedOf = <T,>({ data, error }: ApiData<T[]>): Loaded<T> => (error ? 'failed' : (data ?? null));

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

/** A nested radio group over a list still loading, failed or loaded (bank accounts, charities). */
function LoadedChoices<T>(p: {
  legend: string;
  name: string;
  items: Loaded<T>;
  texts: { loading: string; failed: string };
  keyOf: (item: T) => string | number;
  checked: (item: T) => boolean;
  onPick: (item: T) => void;
  label: (item: T) => React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <fieldset className={`${css.question} ${css.nested}`}>
      <legend>{p.legend}</legend>
      {p.items === null ? <p className={css.muted}>{p.texts.loading}</p> : null}
      {p.items === 'failed' ? <p className={css.error}>{p.texts.failed}</p> : null}
      {Array.isArray(p.items)
        ? p.items.map((item) => (
            <Radio key={p.keyOf(item)} name={p.name} checked={p.checked(item)} onChange={() => p.onPick(item)}>
              {p.label(item)}
            </Radio>
          ))
        : null}
      {p.children}
    </fieldset>
  );
}

export function PayoutChoiceFields({ total, masterBoxId, choice, onChange }: { total: { cash: number; exchange: number }; masterBoxId?: string; choice: PayoutChoice; onChange: (next: PayoutChoice) => void }) {
  const { accounts, charities, bonus } = usePayoutOptions(masterBoxId);
  const { pathname, search } = useLocation();
  // The only saved account is the one to pay into: chosen for the member (issue 32 §6).
  const onlyAccount = Array.isArray(accounts) && accounts.length === 1 ? accounts[0]!.bankAccountId : undefined;
  // The parent's latest onChange, without a new one (each render) re-running the effect.
  const changeChoice = useEffectEvent(onChange);
  useEffect(() => {
    if (choice.payoutMethod === 'bank' && !choice.bankAccountId && onlyAccount) changeChoice({ ...choice, bankAccountId: onlyAccount });
  }, [choice, onlyAccount]);
  const amountOf = (method: SellPayoutMethod) => (method === 'voucher' ? total.exchange : total.cash);
  // A new method keeps the tolerance unless it would be more than that method's offer.
  const choose = (payoutMethod: SellPayoutMethod) => onChange({ payoutMethod, revisionTolerance: choice.revisionTolerance <= amountOf(payoutMethod) ? choice.revisionTolerance : 0 });
  const amount = amountOf(choice.payoutMethod);
  // A tolerance is never more than the offer itself.
  const tolerances = REVISION_TOLERANCE_CHOICES.filter((p) => p <= amount);
  return (
    <div className={css.payout}>
      <fieldset className={css.question}>
        <legend>{t('sell.payoutLegend')}</legend>
        <Radio name="payout" checked={choice.payoutMethod === 'voucher'} onChange={() => choose('voucher')}>
          {t('sell.payoutVoucher', { amount: formatMoney(total.exchange + bonus) })}
          {bonus > 0 ? <strong className={css.hint}>{t('sell.payoutVoucherBonus', { bonus: formatMoney(bonus) })}</strong> : null}
          <span className={css.hint}>{t('sell.payoutVoucherNote', { extra: formatMoney(total.exchange + bonus - total.cash) })}</span>
        </Radio>
        <Radio name="payout" checked={choice.payoutMethod === 'bank'} onChange={() => choose('bank')}>
          {t('sell.payoutBank', { amount: formatMoney(total.cash) })}
        </Radio>
        {choice.payoutMethod === 'bank' ? (
          <LoadedChoices
            legend={t('sell.bankAccountLegend')}
            name="bank-account"
            items={accounts}
            texts={{ loading: t('sell.bankAccountsLoading'), failed: t('sell.bankAccountsFailed') }}
            keyOf={(a) => a.bankAccountId}
            checked={(a) => choice.bankAccountId === a.bankAccountId}
            onPick={(a) => onChange({ ...choice, bankAccountId: a.bankAccountId })}
            label={(a) => t('sell.bankAccountOption', { name: a.accountHolderName, number: a.bankAccountNumber, sortCode: a.sortCode })}
          >
            {Array.isArray(accounts) && accounts.length === 0 ? <p className={css.muted}>{t('sell.noBankAccounts')}</p> : null}
            {accounts !== null ? <Link to={bankDetailsHref(pathname, search)}>{t('sell.addBankAccount')}</Link> : null}
          </LoadedChoices>
        ) : null}
        <Radio name="payout" checked={choice.payoutMethod === 'charity'} onChange={() => choose('charity')}>
          {t('sell.payoutCharity', { amount: formatMoney(total.cash) })}
        </Radio>
        {choice.payoutMethod === 'charity' ? (
          <LoadedChoices
            legend={t('sell.charityLegend')}
            name="charity"
            items={charities}
            texts={{ loading: t('sell.charitiesLoading'), failed: t('sell.charitiesFailed') }}
            keyOf={(c) => c.charityId}
            checked={(c) => choice.charityId === c.charityId}
            onPick={(c) => onChange({ ...choice, charityId: c.charityId })}
            label={(c) => (
              <>
                {c.name}
                <span className={css.hint}>{c.description}</span>
              </>
            )}
          />
        ) : null}
      </fieldset>
      <fieldset className={css.question} aria-describedby="sell-tolerance-hint">
        <legend>{t('sell.toleranceLegend')}</legend>
        <p id="sell-tolerance-hint" className={css.muted}>
          {t('sell.toleranceHint')}
        </p>
        {tolerances.map((pence) => (
          <Radio key={pence} name="tolerance" checked={choice.revisionTolerance === pence} onChange={() => onChange({ ...choice, revisionTolerance: pence })}>
            {pence === 0 ? t('sell.toleranceNone') : t('sell.toleranceUpTo', { amount: formatMoney(pence) })}
          </Radio>
        ))}
      </fieldset>
    </div>
  );
}
