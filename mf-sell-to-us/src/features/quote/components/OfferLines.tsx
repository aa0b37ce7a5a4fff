// The offer line by line (§7 offer): the price like new, what each answer changed, the total,
// cash beside store credit. Shown to a guest as their price and to a member as the offer to accept.
import { t } from '../../../i18n';
import { formatMoney } from '@shop/shared/rules';
import type { Quotation } from '../api/types';
import css from '../../../components/sell.module.css';

export function OfferLines({ offer }: { offer: NonNullable<Quotation['offer']> }) {
  return (
    <table className={css.lines}>
      <thead>
        <tr>
          <th scope="col">{t('sell.offerLine')}</th>
          <th scope="col" className={css.money}>
            {t('sell.cash')}
          </th>
          <th scope="col" className={css.money}>
            {t('sell.exchange')}
          </th>
        </tr>
      </thead>
      <tbody>
        {offer.lines.map((line, i) => (
          <tr key={i}>
            <td>{line.percent !== undefined ? `${line.label} (−${line.percent}%)` : line.label}</td>
            <td className={css.money}>{formatMoney(line.cash)}</td>
            <td className={css.money}>{formatMoney(line.exchange)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('sell.offerTotal', { quantity: offer.quantity })}</th>
          <td className={css.money}>{formatMoney(offer.total.cash)}</td>
          <td className={css.money}>{formatMoney(offer.total.exchange)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
