// "Items you're selling" on the Orders tab (issue #14, point 7): each quote past the wizard and
// each parcel, kept up to date while the page is open from the member's live status stream:
// a change re-reads only the item that changed, and a polite live region says what happened.
import { useCallback, useRef, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { useApiData } from '@shop/shared/http';
import { t } from '../../i18n';
import { Loader } from '@shop/shared/ui';
import { failureMessage } from '../../api/failure-message';
import { listAddresses } from '../addresses';
import { answerRevision } from './api/answer-revision';
import { cancelParcel } from './api/cancel-parcel';
import { cancelQuote } from './api/cancel-quote';
import { loadSelling, orderDetail, quoteDetail } from './api/load-selling';
import { recycleItem } from './api/recycle-item';
import type { Selling, SellingOrder, SellingQuote, StatusEvent } from './api/types';
import { OrderCard } from './OrderCard';
import { QuoteCard } from './QuoteCard';
import { parcelStateWord, quoteStateWord } from './selling-words';
import { useLiveStatus } from './use-live-status';
import styles from './selling.module.css';

/** The list with one item put in place of its old self, or first when it is new. */
function upsert<T>(list: T[], item: T, same: (a: T) => boolean): T[] {
  return list.some(same) ? list.map((x) => (same(x) ? item : x)) : [item, ...list];
}
const withQuote = (s: Selling, q: SellingQuote): Selling => ({ ...s, quotes: upsert(s.quotes, q, (x) => x.quoteId === q.quoteId) });
const withOrder = (s: Selling, o: SellingOrder): Selling => ({ ...s, orders: upsert(s.orders, o, (x) => x.webBuyOrderId === o.webBuyOrderId) });
/** When the member agreed to have a quote's item recycled: its parcel's detail says. */
const recycleAgreedAt = (s: Selling, q: SellingQuote) => s.orders.find((o) => o.webBuyOrderId === q.webBuyOrderId)?.quotes.find((x) => x.quoteId === q.quoteId)?.recycleAgreedAt ?? null;
const addressWords = (a: { line1: string; line2?: string; town: string; postcode: string }) => [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(', ');
/** Where a declined item comes back to: the address its parcel was collected from, else the member's default address. */
async function returnsTo(memberId: string, s: Selling | undefined, q: SellingQuote): Promise<string | null> {
  const collected = s?.orders.find((o) => o.webBuyOrderId === q.webBuyOrderId)?.collectionAddress;
  if (collected) return addressWords(collected);
  const addresses = await listAddresses(memberId);
  const home = addresses.find((a) => a.isDefault) ?? addresses[0];
  return home ? addressWords(home) : null;
}

export function SellingPanel({ memberId }: { memberId: string }) {
  const { data, error, reload, set } = useApiData(`selling:${memberId}`, loadSelling);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  // The newest data for updates that arrive while an earlier one is still being read.
  const current = useRef<Selling | undefined>(undefined);
  current.current = data;
  const apply = useCallback(
    (change: (s: Selling) => Selling) => {
      if (current.current) set((current.current = change(current.current)));
    },
    [set],
  );

  const onChange = useCallback(
    async (event: StatusEvent) => {
      try {
        if (event.kind === 'quote') {
          if (event.to === 'draft') return;
          const quote = await quoteDetail(event.id);
          apply((s) => withQuote(s, quote));
          setAnnouncement(t('account.selling.changed', { name: quote.modelName, state: quoteStateWord(quote.status) }));
        } else {
          const order = await orderDetail(event.id);
          apply((s) => withOrder(s, order));
          setAnnouncement(t('account.selling.parcelChanged', { code: order.webBuyOrderId, state: parcelStateWord(order) }));
        }
      } catch {
        reload();
      }
    },
    [apply, reload],
  );
  useLiveStatus(memberId, (e) => void onChange(e), reload);

  /** One action on a quote at a time; a refusal is shown as the server words it. */
  const act = async (quote: SellingQuote, action: () => Promise<string>) => {
    setBusy(quote.quoteId);
    try {
      setAnnouncement(await action());
    } catch (failure) {
      bus.emit('host:show-snackbar', { message: failureMessage(failure), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const answer = (quote: SellingQuote, accept: boolean) =>
    act(quote, async () => {
      const answered = await answerRevision(quote.quoteId, accept);
      apply((s) => withQuote(s, answered));
      return t('account.selling.changed', { name: answered.modelName, state: quoteStateWord(answered.status) });
    });
  const cancel = (quote: SellingQuote) =>
    act(quote, async () => {
      const cancelled = await cancelQuote(quote.quoteId);
      apply((s) => withQuote(s, { ...quote, ...cancelled }));
      return t('account.selling.changed', { name: cancelled.modelName, state: quoteStateWord(cancelled.status) });
    });
  /** A parcel called off: its items are 'accepted' again (to send later), so the whole list is read afresh. */
  const cancelOrder = async (order: SellingOrder) => {
    setBusy(order.webBuyOrderId);
    try {
      const cancelled = await cancelParcel(order.webBuyOrderId);
      apply((s) => withOrder(s, cancelled));
      setAnnouncement(t('account.selling.parcelChanged', { code: cancelled.webBuyOrderId, state: parcelStateWord(cancelled) }));
      reload();
    } catch (failure) {
      bus.emit('host:show-snackbar', { message: failureMessage(failure), kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const recycle = (quote: SellingQuote) =>
    act(quote, async () => {
      const orderId = quote.webBuyOrderId!;
      await recycleItem(orderId, quote.quoteId);
      const order = await orderDetail(orderId);
      apply((s) => withOrder(s, order));
      return t('account.selling.recycleDone', { name: quote.modelName });
    });

  return (
    <section className={styles.panel} aria-labelledby="selling-heading">
      <h3 id="selling-heading">{t('account.selling.title')}</h3>
      <p className={styles.srOnly} role="status" aria-live="polite">
        {announcement}
      </p>
      {error ? (
        <p role="alert">{t('account.selling.failed')}</p>
      ) : !data ? (
        <Loader />
      ) : data.quotes.length === 0 && data.orders.length === 0 ? (
        <p>{t('account.selling.none')}</p>
      ) : (
        <>
          {data.quotes.length > 0 ? (
            <ul className={styles.cards} aria-label={t('account.selling.itemsLabel')}>
              {data.quotes.map((q) => (
                <QuoteCard
                  key={q.quoteId}
                  memberId={memberId}
                  quote={q}
                  recycleAgreedAt={recycleAgreedAt(data, q)}
                  onAnswer={(quote, accept) => void answer(quote, accept)}
                  onRecycle={(quote) => void recycle(quote)}
                  onCancel={(quote) => void cancel(quote)}
                  returnsTo={() => returnsTo(memberId, current.current, q)}
                  busy={busy === q.quoteId}
                />
              ))}
            </ul>
          ) : null}
          {data.orders.length > 0 ? (
            <>
              <h4 className={styles.subheading}>{t('account.selling.parcels')}</h4>
              <ul className={styles.cards} aria-label={t('account.selling.parcels')}>
                {data.orders.map((o) => (
                  <OrderCard key={o.webBuyOrderId} order={o} onCancel={(order) => void cancelOrder(order)} cancelling={busy === o.webBuyOrderId} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
