// The in-store memberships joined to this account (by unlocking or combining, issue #16): the card
// as printed, home store, since when, store credit, and every trade in store; above them the credit
// across every card, which checkout offers to spend online (issue 33 §2).
import { t } from '../../i18n';
import { formatMembershipNumber, formatMoney } from '@shop/shared/rules';
import type { InStoreTrade, LinkedMembership } from './api/client';
import { ukDay } from './dates';
import styles from './in-store.module.css';

const what = (trade: InStoreTrade) => `${t(trade.kind === 'bought' ? 'account.inStore.tradeBought' : 'account.inStore.tradeSold')}: ${trade.items.map((i) => i.name).join(', ')}`;

function Trades({ membership }: { membership: LinkedMembership }) {
  if (membership.trades.length === 0) return <p>{t('account.inStore.tradesNone')}</p>;
  const printed = formatMembershipNumber(membership.membershipNumber);
  return (
    <table className={styles.trades}>
      <caption className={styles.caption}>{t('account.inStore.tradesCaption', { number: printed })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.inStore.tradeDate')}</th>
          <th scope="col">{t('account.inStore.tradeStore')}</th>
          <th scope="col">{t('account.inStore.tradeWhat')}</th>
          <th scope="col" className={styles.amount}>
            {t('account.inStore.tradeAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {membership.trades.map((trade) => (
          <tr key={trade.tradeId} data-trade>
            <td data-label={t('account.inStore.tradeDate')}>{ukDay(trade.tradedOn)}</td>
            <td data-label={t('account.inStore.tradeStore')}>{trade.storeName}</td>
            <td data-label={t('account.inStore.tradeWhat')}>{what(trade)}</td>
            <td data-label={t('account.inStore.tradeAmount')} className={styles.amount}>
              {formatMoney(trade.amountPence)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `storeCreditPence`: the credit across every linked card, as the API sums it (what checkout offers, issue 33 §2). */
export function LinkedMemberships({ memberships, storeCreditPence }: { memberships: LinkedMembership[]; storeCreditPence: number }) {
  if (memberships.length === 0) return null;
  const several = memberships.length > 1;
  return (
    <section className={styles.section} aria-labelledby="linked-membership-heading">
      <h3 id="linked-membership-heading" className={styles.heading}>
        {t(several ? 'account.inStore.linkedHeadingMany' : 'account.inStore.linkedHeading')}
      </h3>
      <p className={styles.note}>{t('account.inStore.linkedLead')}</p>
      <p className={styles.credit} data-testid="store-credit-total">
        {t(several ? 'account.inStore.creditTotalMany' : 'account.inStore.creditTotal', { amount: formatMoney(storeCreditPence), count: memberships.length })}
      </p>
      {memberships.map((m) => (
        <div key={m.membershipNumber} className={styles.card} data-linked-membership>
          <dl className={styles.facts}>
            <dt>{t('account.inStore.linkedNumber')}</dt>
            <dd className={styles.number}>{formatMembershipNumber(m.membershipNumber)}</dd>
            <dt>{t('account.inStore.linkedName')}</dt>
            <dd>{m.name}</dd>
            <dt>{t('account.inStore.linkedHomeStore')}</dt>
            <dd>{m.homeStore.storeName}</dd>
            <dt>{t('account.inStore.linkedSince')}</dt>
            <dd>{ukDay(m.linkedAt)}</dd>
            <dt>{t('account.inStore.storeCredit')}</dt>
            <dd className={styles.credit}>{formatMoney(m.storeCreditPence)}</dd>
          </dl>
          <h4 className={styles.subheading}>{t('account.inStore.tradesHeading')}</h4>
          <Trades membership={m} />
        </div>
      ))}
    </section>
  );
}
