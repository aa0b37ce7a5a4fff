// "Send us your items" on the thank-you page (issue #14 point 6): the member's accepted quotes
// (ticked), how the parcel reaches us (collected from a saved address, or dropped at a store),
// then one press makes the order and its label, offered as a PDF named by the order code.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import { RETURN_TO_PARAM } from '@shop/shared/routes';
import type { MemberAddress } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { failureMessage } from '../api/client';
import { modelTitle } from '../wizard/steps';
import { acceptedQuotes, createLabel, dropOffStores, savedAddresses, type AcceptedQuote, type DropOffStore, type Handover } from '../api/web-buy-orders';
import css from './sell.module.css';

type Loaded<T> = T[] | null | 'failed';
type Method = Handover['handover'];

function useLoaded<T>(load: () => Promise<T[]>): Loaded<T> {
  const [items, setItems] = useState<Loaded<T>>(null);
  useEffect(() => {
    let live = true;
    load().then((list) => live && setItems(list), () => live && setItems('failed'));
    return () => {
      live = false;
    };
  }, [load]);
  return items;
}

const addressLine = (a: MemberAddress) => [a.line1, a.town, a.postcode].filter(Boolean).join(', ');
const storeLine = (s: DropOffStore) => `${s.storeName}: ${s.address.line1}, ${s.address.town}, ${s.address.postcode}`;

/** The handover the choices make, or null while its address or store is still to pick. */
function handoverOf(method: Method, addressId: string, storeId: string): Handover | null {
  if (method === 'collection') return addressId ? { handover: 'collection', addressId: Number(addressId) } : null;
  return storeId ? { handover: 'dropoff', storeId: Number(storeId) } : null;
}

/** `empty`: what shows when nothing is left to send (nothing, on the thank-you page). */
export function SendParcel({ empty = null }: { empty?: ReactNode }) {
  const quotes = useLoaded<AcceptedQuote>(acceptedQuotes);
  const addresses = useLoaded<MemberAddress>(savedAddresses);
  const stores = useLoaded<DropOffStore>(dropOffStores);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<Method>('collection');
  const [addressId, setAddressId] = useState('');
  const [storeId, setStoreId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ orderId: string; url: string } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The default address is chosen for the member; they can pick another.
  useEffect(() => {
    if (Array.isArray(addresses) && !addressId) setAddressId(addresses.find((a) => a.isDefault)?.addressId ?? addresses[0]?.addressId ?? '');
  }, [addresses, addressId]);
  useEffect(() => {
    if (made) resultHeading.current?.focus();
  }, [made]);
  useEffect(() => () => void (made && URL.revokeObjectURL(made.url)), [made]);

  if (made) {
    return (
      <section className={css.section} aria-labelledby="parcel-made">
        <h2 id="parcel-made" ref={resultHeading} tabIndex={-1}>{t('sell.parcel.madeTitle')}</h2>
        <p>{t('sell.parcel.code', { code: made.orderId })}</p>
        <p className={css.muted}>{t('sell.parcel.madeNext')}</p>
        <a className={css.link} href={made.url} download={`little-loop-${made.orderId}.pdf`}>{t('sell.parcel.download')}</a>
      </section>
    );
  }
  if (quotes === null) return <p className={css.muted}>{t('sell.parcel.loading')}</p>;
  if (quotes === 'failed') return <p className={css.error} role="alert">{t('sell.parcel.loadFailed')}</p>;
  if (quotes.length === 0) return <>{empty}</>;

  const chosen = quotes.filter((q) => !unticked.has(q.quoteId)).map((q) => q.quoteId);
  const toggle = (quoteId: string) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (!next.delete(quoteId)) next.add(quoteId);
      return next;
    });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const handover = handoverOf(method, addressId, storeId);
    if (chosen.length === 0) return setError(t('sell.parcel.chooseItem'));
    if (!handover) return setError(t(method === 'collection' ? 'sell.parcel.chooseAddress' : 'sell.parcel.chooseStore'));
    setBusy(true);
    setError(null);
    try {
      const { orderId, label } = await createLabel(chosen, handover);
      setMade({ orderId, url: URL.createObjectURL(label) });
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.section} aria-labelledby="parcel-title">
      <h2 id="parcel-title">{t('sell.parcel.title')}</h2>
      <p className={css.muted}>{t('sell.parcel.lead')}</p>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={css.question}>
          <legend>{t('sell.parcel.itemsLegend')}</legend>
          {quotes.map((q) => (
            <label key={q.quoteId} className={css.choice}>
              <input type="checkbox" checked={!unticked.has(q.quoteId)} onChange={() => toggle(q.quoteId)} />
              <span>{q.quantity > 1 ? `${q.quantity} × ${modelTitle(q.brand, q.modelName)}` : modelTitle(q.brand, q.modelName)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={`${css.question} ${css.fits}`}>
          <legend>{t('sell.parcel.howLegend')}</legend>
          <label className={css.choice}>
            <input type="radio" name="parcel-handover" checked={method === 'collection'} onChange={() => setMethod('collection')} />
            <span>{t('sell.parcel.collection')}</span>
          </label>
          {method === 'collection' ? <AddressChoice addresses={addresses} addressId={addressId} onPick={setAddressId} /> : null}
          <label className={css.choice}>
            <input type="radio" name="parcel-handover" checked={method === 'dropoff'} onChange={() => setMethod('dropoff')} />
            <span>{t('sell.parcel.dropoff')}</span>
          </label>
          {method === 'dropoff' ? <StoreChoice stores={stores} storeId={storeId} onPick={setStoreId} /> : null}
        </fieldset>
        {error ? <p className={css.error} role="alert">{error}</p> : null}
        <div className={css.actions}>
          <Button type="submit" disabled={busy}>{busy ? t('sell.parcel.making') : t('sell.parcel.create')}</Button>
        </div>
      </form>
    </section>
  );
}

/** My account's addresses tab, which offers the way back to this page once an address is added. */
function addAddressHref(): string {
  return `/myaccount?tab=addresses&${RETURN_TO_PARAM}=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}

function AddressChoice({ addresses, addressId, onPick }: { addresses: Loaded<MemberAddress>; addressId: string; onPick: (id: string) => void }) {
  const addHref = addAddressHref();
  if (addresses === null) return <p className={`${css.muted} ${css.nested}`}>{t('sell.parcel.loading')}</p>;
  if (addresses === 'failed') return <p className={`${css.error} ${css.nested}`}>{t('sell.parcel.addressesFailed')}</p>;
  if (addresses.length === 0) {
    return (
      <p className={css.nested}>
        {t('sell.parcel.noAddress')} <a href={addHref}>{t('sell.parcel.addAddress')}</a>
      </p>
    );
  }
  return (
    <fieldset className={`${css.question} ${css.nested}`}>
      <legend>{t('sell.parcel.addressLegend')}</legend>
      {addresses.map((a) => (
        <label key={a.addressId} className={css.choice}>
          <input type="radio" name="parcel-address" checked={a.addressId === addressId} onChange={() => onPick(a.addressId)} />
          <span>{addressLine(a)}</span>
        </label>
      ))}
      <a href={addHref}>{t('sell.parcel.addAnotherAddress')}</a>
    </fieldset>
  );
}

function StoreChoice({ stores, storeId, onPick }: { stores: Loaded<DropOffStore>; storeId: string; onPick: (id: string) => void }) {
  if (stores === null) return <p className={`${css.muted} ${css.nested}`}>{t('sell.parcel.loading')}</p>;
  if (stores === 'failed') return <p className={`${css.error} ${css.nested}`}>{t('sell.parcel.storesFailed')}</p>;
  return (
    <label className={`${css.nested} ${css.field}`}>
      <span>{t('sell.parcel.storeLabel')}</span>
      <select value={storeId} onChange={(e) => onPick(e.target.value)}>
        <option value="">{t('sell.parcel.storePlaceholder')}</option>
        {stores.map((s) => (
          <option key={s.storeId} value={String(s.storeId)}>{storeLine(s)}</option>
        ))}
      </select>
    </label>
  );
}
