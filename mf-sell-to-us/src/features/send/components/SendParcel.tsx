// "Send us your items" on the thank-you page and /sell-to-us/send (issue #14 point 6; issue 32
// §1, §2): the member's accepted quotes (ticked), which box each goes in (bulky items one to a
// box unless the member packs them together), how the parcel reaches us (a courier collects it
// from a saved address on a working day they choose, or they drop it at one of the stores
// nearest them), then one press makes the order, books the collection and makes the labels
// (one per box, the contents on a packing slip inside), offered as a PDF named by the order code.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MemberAddress } from '@shop/shared/api';
import { t } from '../../../i18n';
import { useApiData, type ApiData } from '@shop/shared/http';
import { RETURN_TO_PARAM } from '@shop/shared/routes';
import { Button } from '@shop/shared/ui';
import { failureMessage } from '../../../api/client';
import { modelTitle } from '../../../steps';
import { acceptedQuotes, collectionSlots, createLabel, dropOffStores, savedAddresses, type AcceptedQuote, type CollectionSlots, type DropOffStore, type Handover, type MadeParcel } from '../api/web-buy-orders';
import { PackingGuidance } from './PackingGuidance';
import { ParcelSkeleton } from './ParcelSkeleton';
import css from '../../../components/sell.module.css';
import { dateFormat } from '@shop/shared/rules';

type Loaded<T> = T | null | 'failed';
type Method = Handover['handover'];

/** Still loading (null), failed, or what loaded. */
const loadedOf = <T,>({ data, error }: ApiData<T>): Loaded<T> => (error ? 'failed' : (data ?? null));

const addressLine = (a: MemberAddress) => [a.line1, a.town, a.postcode].filter(Boolean).join(', ');
const storeLine = (s: DropOffStore) => `${s.storeName}: ${s.address.line1}, ${s.address.town}, ${s.address.postcode}`;
const itemName = (q: AcceptedQuote) => (q.quantity > 1 ? `${q.quantity} × ${modelTitle(q.brand, q.modelName)}` : modelTitle(q.brand, q.modelName));
const dayFormat = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** A collection day (YYYY-MM-DD) as a parent reads it: 'Tuesday 24 November'. */
export const collectionDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

/** The handover the choices make, or null while its address or store is still to pick. */
function handoverOf(method: Method, addressId: string, storeId: string): Handover | null {
  if (method === 'collection') return addressId ? { handover: 'collection', addressId: Number(addressId) } : null;
  return storeId ? { handover: 'dropoff', storeId: Number(storeId) } : null;
}

/** The chosen items grouped by the box number the member gave each (default: one box each), no empty box. */
function boxesOf(chosen: string[], boxOf: ReadonlyMap<string, number>): string[][] {
  const byBox = new Map<number, string[]>();
  chosen.forEach((id, i) => {
    const box = Math.min(boxOf.get(id) ?? i + 1, chosen.length);
    byBox.set(box, [...(byBox.get(box) ?? []), id]);
  });
  return [...byBox.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids);
}

/** `empty`: what shows when nothing is left to send (nothing, on the thank-you page). */
export function SendParcel({ empty = null }: { empty?: ReactNode }) {
  const quotes = loadedOf(useApiData('accepted-quotes', acceptedQuotes));
  const addresses = loadedOf(useApiData('saved-addresses', savedAddresses));
  const stores = loadedOf(useApiData('drop-off-stores', dropOffStores));
  const slots = loadedOf(useApiData('collection-slots', collectionSlots));
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [boxOf, setBoxOf] = useState<ReadonlyMap<string, number>>(new Map());
  const [method, setMethod] = useState<Method>('collection');
  const [addressId, setAddressId] = useState('');
  const [storeId, setStoreId] = useState('');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<(MadeParcel & { url: string; boxes: number }) | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The default address is chosen for the member; they can pick another.
  useEffect(() => {
    if (Array.isArray(addresses) && !addressId) setAddressId(addresses.find((a) => a.isDefault)?.addressId ?? addresses[0]?.addressId ?? '');
  }, [addresses, addressId]);
  useEffect(() => {
    if (made) resultHeading.current?.focus();
  }, [made]);
  useEffect(() => () => void (made && URL.revokeObjectURL(made.url)), [made]);

  if (made) return <Made made={made} headingRef={resultHeading} />;
  if (quotes === null) return <ParcelSkeleton />;
  if (quotes === 'failed')
    return (
      <p className={css.error} role="alert">
        {t('sell.parcel.loadFailed')}
      </p>
    );
  if (quotes.length === 0) return <>{empty}</>;

  const chosenQuotes = quotes.filter((q) => !unticked.has(q.quoteId));
  const chosen = chosenQuotes.map((q) => q.quoteId);
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
    if (method === 'collection' && !date) return setError(t('sell.parcel.chooseDay'));
    setBusy(true);
    setError(null);
    try {
      const boxes = boxesOf(chosen, boxOf);
      const parcel = await createLabel(chosen, handover, boxes, method === 'collection' ? date : null);
      setMade({ ...parcel, url: URL.createObjectURL(parcel.label), boxes: boxes.length });
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
              <span>{itemName(q)}</span>
            </label>
          ))}
        </fieldset>
        {chosenQuotes.length > 1 ? (
          <fieldset className={`${css.question} ${css.fits}`}>
            <legend>{t('sell.parcel.boxesLegend')}</legend>
            <p className={css.muted}>{t('sell.parcel.boxesLead')}</p>
            {chosenQuotes.map((q, i) => (
              <label key={q.quoteId} className={css.field}>
                <span>{t('sell.parcel.boxFor', { item: itemName(q) })}</span>
                <select value={String(Math.min(boxOf.get(q.quoteId) ?? i + 1, chosenQuotes.length))} onChange={(e) => setBoxOf((was) => new Map(was).set(q.quoteId, Number(e.target.value)))}>
                  {chosenQuotes.map((_, n) => (
                    <option key={n} value={String(n + 1)}>
                      {t('sell.parcel.boxN', { n: n + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        ) : null}
        <PackingGuidance />
        <fieldset className={`${css.question} ${css.fits}`}>
          <legend>{t('sell.parcel.howLegend')}</legend>
          <label className={css.choice}>
            <input type="radio" name="parcel-handover" checked={method === 'collection'} onChange={() => setMethod('collection')} />
            <span>{t('sell.parcel.collection')}</span>
          </label>
          {method === 'collection' ? (
            <>
              <AddressChoice addresses={addresses} addressId={addressId} onPick={setAddressId} />
              <DayChoice slots={slots} date={date} onPick={setDate} />
            </>
          ) : null}
          <label className={css.choice}>
            <input type="radio" name="parcel-handover" checked={method === 'dropoff'} onChange={() => setMethod('dropoff')} />
            <span>{t('sell.parcel.dropoff')}</span>
          </label>
          {method === 'dropoff' ? <StoreChoice stores={stores} storeId={storeId} onPick={setStoreId} /> : null}
        </fieldset>
        {error ? (
          <p className={css.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('sell.parcel.making') : t('sell.parcel.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Made({ made, headingRef }: { made: MadeParcel & { url: string; boxes: number }; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className={css.section} aria-labelledby="parcel-made">
      <h2 id="parcel-made" ref={headingRef} tabIndex={-1}>
        {t('sell.parcel.madeTitle')}
      </h2>
      <p>{t('sell.parcel.code', { code: made.orderId })}</p>
      {made.collection ? (
        <p>
          <strong>{t('sell.parcel.waitingCollection', { date: collectionDay(made.collection.date) })}</strong> {t('sell.parcel.collectionBy', { courier: made.collection.courier, number: made.collection.trackingNumber })}
        </p>
      ) : null}
      <p className={css.muted}>{made.boxes > 1 ? t('sell.parcel.madeNextBoxes', { n: made.boxes }) : t('sell.parcel.madeNext')}</p>
      <div className={css.actions}>
        <a className={css.link} href={made.url} download={`little-loop-${made.orderId}.pdf`}>
          {t('sell.parcel.download')}
        </a>
        <a href="/myaccount?tab=orders">{t('sell.parcel.follow')}</a>
      </div>
    </section>
  );
}

/** My account's addresses tab, which offers the way back to this page once an address is added. */
function addAddressHref(): string {
  return `/myaccount?tab=addresses&${RETURN_TO_PARAM}=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}

function AddressChoice({ addresses, addressId, onPick }: { addresses: Loaded<MemberAddress[]>; addressId: string; onPick: (id: string) => void }) {
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

function DayChoice({ slots, date, onPick }: { slots: Loaded<CollectionSlots>; date: string; onPick: (date: string) => void }) {
  if (slots === null) return <p className={`${css.muted} ${css.nested}`}>{t('sell.parcel.loading')}</p>;
  if (slots === 'failed') return <p className={`${css.error} ${css.nested}`}>{t('sell.parcel.slotsFailed')}</p>;
  return (
    <fieldset className={`${css.question} ${css.nested}`}>
      <legend>{t('sell.parcel.dayLegend')}</legend>
      <p className={css.muted}>{t('sell.parcel.dayLead', { courier: slots.courier })}</p>
      {slots.slots.map((s) => (
        <label key={s.date} className={css.choice}>
          <input type="radio" name="parcel-day" checked={s.date === date} onChange={() => onPick(s.date)} />
          <span>{collectionDay(s.date)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function StoreChoice({ stores, storeId, onPick }: { stores: Loaded<DropOffStore[]>; storeId: string; onPick: (id: string) => void }) {
  if (stores === null) return <p className={`${css.muted} ${css.nested}`}>{t('sell.parcel.loading')}</p>;
  if (stores === 'failed') return <p className={`${css.error} ${css.nested}`}>{t('sell.parcel.storesFailed')}</p>;
  return (
    <fieldset className={`${css.question} ${css.nested}`}>
      <legend>{t('sell.parcel.storeLegend')}</legend>
      {stores.map((s) => (
        <label key={s.storeId} className={css.choice}>
          <input type="radio" name="parcel-store" checked={String(s.storeId) === storeId} onChange={() => onPick(String(s.storeId))} />
          <span>
            {storeLine(s)}
            {s.distanceMiles !== null ? <span className={css.muted}> ({t('sell.parcel.miles', { miles: s.distanceMiles })})</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
