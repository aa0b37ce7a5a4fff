// 'Outgrown? Sell it back' (issue 37): what the member bought from the shop that every child has
// now left behind, each with what the shop pays for its model like new and a link to the model's
// questions in sell-to-us, which make the offer by the same rules as any other (the car-seat
// questions included). The link carries the grade it was sold at (a grade letter, nothing
// personal), so the condition answer starts there and the member confirms or changes it. Loaded again whenever the children change (their key is part of the load's).
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { dateFormat, formatMoney, sellModelUrl, type OutgrownItem } from '@shop/shared/rules';
import { t } from '../../i18n';
import { getOutgrown } from './api/children';
import styles from './children.module.css';

const day = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

function Item({ item }: { item: OutgrownItem }) {
  const id = `outgrown-${item.orderId}-${item.boxId}`;
  return (
    <li className={styles.outgrownItem} aria-labelledby={id}>
      <p id={id} className={styles.outgrownName}>
        {item.boxName}
      </p>
      <p className={styles.next}>{t('account.outgrown.bought', { date: day.format(new Date(item.boughtAt)), order: item.orderNumber, stage: item.stage.label })}</p>
      {item.sellBack ? (
        <>
          <p>{t('account.outgrown.upTo', { cash: formatMoney(item.sellBack.cashPence), credit: formatMoney(item.sellBack.exchangePence) })}</p>
          <Link className={`shop-ui-button ${styles.sellBack}`} to={sellModelUrl(item.sellBack, item.grade)} aria-label={t('account.outgrown.sellBackNamed', { name: item.boxName })}>
            {t('account.outgrown.sellBack')}
          </Link>
        </>
      ) : (
        <p>{t('account.outgrown.notOnline')}</p>
      )}
    </li>
  );
}

/** `childrenKey` changes whenever a child is added, changed or deleted. */
export function OutgrownItems({ memberId, childrenKey }: { memberId: string; childrenKey: string }) {
  const { data } = useApiData(`outgrown:${memberId}:${childrenKey}`, () => getOutgrown(memberId));
  // Nothing to offer (or not known yet, or not loaded): the tab says nothing of it.
  if (!data?.items.length) return null;
  return (
    <section className={styles.outgrown} aria-labelledby="outgrown-title">
      <h3 id="outgrown-title">{t('account.outgrown.title')}</h3>
      <p className={styles.lead}>{t('account.outgrown.lead')}</p>
      <ul className={styles.list}>
        {data.items.map((item) => (
          <Item key={`${item.orderId}-${item.boxId}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
