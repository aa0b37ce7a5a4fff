import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { useIsFavourite } from './use-account-state';
import styles from './favourites.module.css';

/**
 * The favourite heart. A plain button: it asks the account (catalogue:favourite-toggle-requested)
 * and shows what the account answers (account:favourites-changed). A guest's press opens
 * sign-in, and the favourite is kept once they are in (the account's agent does both).
 */
export function FavouriteButton({ boxId, boxName, inline = false }: { boxId: string; boxName: string; inline?: boolean }) {
  const kept = useIsFavourite(boxId);
  return (
    <button
      type="button"
      className={`${styles.heart} ${inline ? styles.inline : ''}`}
      aria-pressed={kept}
      aria-label={t('favourites.heart', { name: boxName })}
      data-testid="favourite"
      onClick={() => bus.emit('catalogue:favourite-toggle-requested', { boxId, boxName })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
