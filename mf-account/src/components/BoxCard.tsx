// A box as the account's lists show it (Favourites, Stock alerts): picture, name linking to its
// product page, price, the tab's own status lines and its one action. Lives outside the tab
// folders so tabs share it without importing each other.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPounds, productDetailUrl } from '@shop/shared/rules';
import styles from './box-card.module.css';

/** The fields of a box (GET boxes/{id}/detail shape) a card shows. */
export interface CardBox {
  boxId: string;
  boxName: string;
  categoryName: string;
  superCatFriendlyName: string;
  sellPrice: number;
  outOfStock: 0 | 1;
  imageUrls: { small: string[] };
}

export function BoxCard({ box, children, action }: { box: CardBox; children?: ReactNode; action: ReactNode }) {
  const href = productDetailUrl({ boxId: box.boxId, boxName: box.boxName, categoryName: box.categoryName, superCatName: box.superCatFriendlyName });
  return (
    <li className={styles.card} data-box-id={box.boxId}>
      <img src={box.imageUrls.small[0]} width={200} height={200} alt="" loading="lazy" decoding="async" />
      <span className={styles.text}>
        <Link className={styles.name} to={href}>
          {box.boxName}
        </Link>
        <span className={styles.price}>{formatPounds(box.sellPrice)}</span>
        {children}
      </span>
      <span className={styles.action}>{action}</span>
    </li>
  );
}

export { styles as boxCardStyles };
