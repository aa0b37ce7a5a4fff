import { Link, useLocation } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { Badge, Price, StockBadge, type BadgeTone } from '@shop/shared/ui';
import { cardStockState, gradeLabel, imageViewName, priceOnRequest, productDetailUrl } from '@shop/shared/rules';
import type { CardBox } from '../../api/catalogue-api';
import { FavouriteButton } from '../favourites/FavouriteButton';
import fav from '../favourites/favourites.module.css';
import styles from './catalogue.module.css';
import { useReductionsShown } from './use-reductions-shown';

export interface CardContext {
  list: string;
  position: number;
  queryID?: string;
  index?: string;
  /** One of the home page's rails (its sliders): a click there is also a homepage_slider_click. */
  homeRail?: boolean;
}

const GRADE_TONES: Record<string, BadgeTone> = { A: 'gradeA', B: 'gradeB', C: 'gradeC' };

export function GradeBadge({ grade, name }: { grade: string; name: string }) {
  return <Badge tone={GRADE_TONES[grade] ?? 'neutral'}>{gradeLabel({ grade, gradeName: name })}</Badge>;
}

/** A product in a list; its link carries the search-ranking fields for click analytics. */
export function ProductCard({ box, context, eager = false }: { box: CardBox; context: CardContext; eager?: boolean }) {
  // The product page links back to exactly this listing (its breadcrumb's 'Back to your results').
  const here = useLocation();
  const reductions = useReductionsShown();
  const href = productDetailUrl({
    boxId: box.boxId,
    boxName: box.boxName,
    categoryName: box.categoryName,
    superCatName: box.superCatFriendlyName,
    position: context.position,
    objectId: context.queryID ? box.boxId.toLowerCase() : undefined,
    queryId: context.queryID,
    index: context.queryID ? context.index : undefined,
  });
  // An item that cannot be delivered now says so on its card (and in the link's name).
  const stock = cardStockState(box);
  const select = () => {
    const items = [{ item_id: box.boxId, item_name: box.boxName, index: context.position }];
    bus.emit('host:analytics-event', {
      event: 'select_item',
      params: { item_list_name: context.list, items, queryID: context.queryID, objectID: box.boxId.toLowerCase(), position: context.position },
    });
    if (context.homeRail) bus.emit('host:analytics-event', { event: 'homepage_slider_click', params: { item_list_name: context.list, items } });
  };
  return (
    <article className={`${styles.card} ${fav.cardFrame}`} data-box-id={box.boxId}>
      <Link to={href} state={{ from: here.pathname + here.search }} onClick={select}>
        <img
          src={box.imageUrls.medium[0]}
          srcSet={`${box.imageUrls.small[0]} 200w, ${box.imageUrls.medium[0]} 400w`}
          sizes="(max-width: 767px) 50vw, 220px"
          width={400}
          height={400}
          alt={t('product.photoAlt', { name: box.boxName, view: imageViewName(1) })}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className={styles.cardBody}>
          <span className={styles.cardName}>{box.boxName}</span>
          <span className={styles.badges}>
            <GradeBadge grade={box.grade} name={box.gradeName} />
            {box.isNewBox ? <Badge>{t('product.newIn')}</Badge> : null}
            {stock ? <StockBadge state={stock} /> : null}
          </span>
          {/* Not sold online: its page asks the store for the price, so the card shows none (issue 33 §7). */}
          {priceOnRequest(box) ? <span className={styles.priceAsked}>{t('price.onRequest')}</span> : <Price value={box.sellPrice} was={reductions ? box.wasPrice : null} />}
        </div>
      </Link>
      {/* After the link, not inside it: a button inside a link is not allowed (and not reachable). */}
      <FavouriteButton boxId={box.boxId} boxName={box.boxName} />
    </article>
  );
}
