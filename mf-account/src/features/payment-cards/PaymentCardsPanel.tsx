import { useEffect, useRef, useState } from 'react';
import { bus } from '@shop/shared/bus';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { cardExpiryText, errorMessage } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import type { SavedCard } from './api/client';
import { deleteCardToken } from './api/delete-card-token';
import { useCardTokens } from './api/list-card-tokens';
import styles from './payment-cards.module.css';

const named = (c: SavedCard) => ({ brand: c.brand, last4: c.last4 });

/** Payment cards (spec §7 'Card tokens'): the cards saved at checkout; remove asks once more, in place. */
export function PaymentCardsPanel({ memberId }: PanelProps) {
  const { data: cards, error, reload } = useCardTokens(memberId);
  const [confirming, setConfirming] = useState<string | null>(null);
  // After a removal, focus goes to the list's lead so keyboard users are not dropped to the page top.
  const lead = useRef<HTMLParagraphElement>(null);
  const [focusLead, setFocusLead] = useState(false);
  useEffect(() => {
    if (focusLead && cards) {
      lead.current?.focus();
      setFocusLead(false);
    }
  }, [focusLead, cards]);

  const remove = async (card: SavedCard) => {
    try {
      await deleteCardToken(memberId, card.cardTokenId);
      bus.emit('host:show-snackbar', { message: t('account.cards.removed'), kind: 'success' });
      reload();
      setFocusLead(true);
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      bus.emit('host:show-snackbar', { message: errorMessage(f.code, 'cardTokens', f.message), kind: 'error' });
    } finally {
      setConfirming(null);
    }
  };

  if (error) return <p role="alert">{t('account.cards.loadFailed')}</p>;
  if (!cards) return <Loader />;
  return (
    <div className={styles.panel}>
      <p className={styles.note} ref={lead} tabIndex={-1}>
        {t('account.cards.lead')}
      </p>
      {cards.length === 0 ? (
        <p>{t('account.cards.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.cards.listLabel')}>
          {cards.map((c) => (
            <li key={c.cardTokenId} className={styles.card} data-saved-card>
              <div>
                <p className={styles.name}>{t('account.cards.card', named(c))}</p>
                <p className={c.expired ? styles.expired : styles.meta}>{t(c.expired ? 'account.cards.expired' : 'account.cards.expires', { expiry: cardExpiryText(c.expiryMonth, c.expiryYear) })}</p>
              </div>
              {confirming === c.cardTokenId ? (
                <div className={styles.actions} role="group" aria-label={t('account.cards.confirmRemove', named(c))}>
                  <p className={styles.confirm}>{t('account.cards.confirmRemove', named(c))}</p>
                  <Button onClick={() => void remove(c)}>{t('account.cards.remove')}</Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)} autoFocus>
                    {t('account.cards.keep')}
                  </Button>
                </div>
              ) : (
                <div className={styles.actions}>
                  <Button variant="secondary" aria-label={t('account.cards.removeLabel', named(c))} onClick={() => setConfirming(c.cardTokenId)}>
                    {t('account.cards.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
