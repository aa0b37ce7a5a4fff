import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { Button, Loader } from '@shop/shared/ui';
import { BoxCard, boxCardStyles as styles, type CardBox } from '../../components/BoxCard';
import type { PanelProps } from '../account-tabs/account-tabs';
import { useFavourites } from './api/get-favourites';
import { favouritesStore } from './favourites-store';

/** Favourites: the boxes the member keeps with the heart, as product cards, each removable. */
export function FavouritesPanel({ memberId }: PanelProps) {
  const { data, error, reload } = useFavourites(memberId);

  if (error) return <p role="alert">{t('favourites.loadFailed')}</p>;
  if (!data) return <Loader />;
  if (data.length === 0)
    return (
      <p>
        {t('favourites.empty')} <Link to="/products">{t('favourites.browse')}</Link>
      </p>
    );
  const remove = async (box: CardBox) => {
    if (await favouritesStore.remove(memberId, box.boxId, box.boxName)) reload();
  };
  return (
    <>
      <p className={styles.lead}>{t('favourites.lead')}</p>
      <ul className={styles.cards} aria-label={t('favourites.list')}>
        {data.map((box) => (
          <BoxCard
            key={box.boxId}
            box={box}
            action={
              <Button variant="secondary" onClick={() => void remove(box)}>
                {t('favourites.remove', { name: box.boxName })}
              </Button>
            }
          >
            {box.outOfStock ? <span className={styles.soldOut}>{t('favourites.soldOut')}</span> : null}
          </BoxCard>
        ))}
      </ul>
    </>
  );
}
