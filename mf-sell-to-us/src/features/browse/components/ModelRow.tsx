// One model we buy: its name, kind, and what we pay for one like new in cash and store credit,
// side by side; choosing it starts the quote (signed in) or shows a guest their exact price. Shared by the search and the category
// page, and kept apart from the search's form so the category page loads no form library.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { formatMoney } from '@shop/shared/rules';
import type { BuyInModel } from '../api/types';
import { guestPriceHref, modelTitle, startQuoteHref } from '../../../steps';
import { useSignedIn } from '../../../use-signed-in';
import css from '../../../components/sell.module.css';

export function ModelRow({ model }: { model: BuyInModel }) {
  const title = modelTitle(model.brand, model.name);
  const href = useSignedIn() ? startQuoteHref(model) : guestPriceHref(model);
  return (
    <li className={css.model}>
      <div>
        <h3>{title}</h3>
        <p className={css.muted}>{model.categoryName}</p>
        <dl className={css.prices} aria-label={t('sell.upTo')}>
          <div>
            <dt>
              {t('sell.upTo')} ({t('sell.cash')})
            </dt>
            <dd>{formatMoney(model.cashPrice)}</dd>
          </div>
          <div>
            <dt>
              {t('sell.upTo')} ({t('sell.exchange')})
            </dt>
            <dd>{formatMoney(model.exchangePrice)}</dd>
          </div>
        </dl>
      </div>
      <Link className={css.link} to={href} aria-label={t('sell.chooseFor', { model: title })}>
        {t('sell.choose')}
      </Link>
    </li>
  );
}
