// 'Fits my child' on the clothing listing (issue 37 'Outgrown'): the sizes a signed-in member's
// children wear now and the next ones, each a button that narrows the listing to that size (the
// listing's own size filter, so the URL, back and the filters agree). The sizes come from the
// account's agent (catalogue:child-sizes-shown, answered with account:child-sizes): the catalogue
// never calls member routes and never sees a child. A guest, or a member without children, sees
// nothing.
import { useEffect } from 'react';
import { bus, useBusLatest } from '@shop/shared/bus';
import { t } from '../../i18n';
import styles from './catalogue.module.css';

const TITLE_ID = 'fits-my-child';

/** The children's sizes, asked for on showing and again when a shopper signs in. */
function useChildSizes() {
  useEffect(() => {
    const ask = () => bus.emit('catalogue:child-sizes-shown', {});
    const signedIn = bus.on('host:signed-in').subscribe(ask);
    ask();
    return () => signedIn.unsubscribe();
  }, []);
  return useBusLatest('account:child-sizes')?.sizes ?? [];
}

/** `chosen`: the listing's size filter now; `onChoose`: the sizes to filter by instead ([] for all). */
export function FitsMyChild({ chosen, onChoose }: { chosen: readonly string[]; onChoose: (sizes: string[]) => void }) {
  const sizes = useChildSizes();
  if (!sizes.length) return null;
  return (
    <div role="group" aria-labelledby={TITLE_ID} className={styles.fits}>
      <span id={TITLE_ID} className={styles.fitsTitle}>
        {t('listing.fits.title')}
      </span>
      {sizes.map((size) => {
        const pressed = chosen.length === 1 && chosen[0] === size.shopSize;
        return (
          <button key={size.shopSize} type="button" className={styles.fitsSize} aria-pressed={pressed} onClick={() => onChoose(pressed ? [] : [size.shopSize])}>
            {t(`listing.fits.${size.fit}`, { size: size.label })}
          </button>
        );
      })}
    </div>
  );
}
