// 'Coming up for February 2027: 9–12 months' (issue 37 'Outgrown'): the next clothes sizes of a
// signed-in member's children, each as a carousel of what the listing of that size shows first,
// in stock. The sizes come from the account's agent (catalogue:coming-up-shown, answered with
// account:coming-up): the catalogue never calls member routes and never sees a child, only sizes.
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { bus, type ShopEvents } from '@shop/shared/bus';
import { useApiData } from '@shop/shared/http';
import { cardStockState, monthText } from '@shop/shared/rules';
import { t, tPlural } from '../../i18n';
import { catalogueApi, type CardBox } from '../../api/catalogue-api';
import { readListingState, searchRequest } from '../products/listing-state';
import { CardRail, NO_BOXES } from './Rail';

type ComingUpSize = ShopEvents['account:coming-up']['sizes'][number];

/** At most this many sizes on the home page (two children in different sizes). */
const MAX_SIZES = 2;
const CARDS = 12;

/** The sizes the account announced, asked for on showing and again when a shopper signs in. */
function useComingUpSizes(): ComingUpSize[] {
  const [sizes, setSizes] = useState<ComingUpSize[]>(() => bus.latest('account:coming-up')?.sizes ?? []);
  useEffect(() => {
    const answers = bus.on('account:coming-up').subscribe((e) => startTransition(() => setSizes(e.sizes)));
    const ask = () => bus.emit('catalogue:coming-up-shown', {});
    const signedIn = bus.on('host:signed-in').subscribe(ask);
    ask();
    return () => {
      answers.unsubscribe();
      signedIn.unsubscribe();
    };
  }, []);
  return sizes;
}

function ComingUpRail({ size, index }: { size: ComingUpSize; index: number }) {
  const { data, error } = useApiData(`coming-up:${size.url}`, async (): Promise<CardBox[]> => {
    // The same search as the listing the link opens: these are its first cards, in stock.
    const { index: searchIndex, body } = searchRequest(readListingState(new URL(size.url, window.location.origin).searchParams), CARDS);
    const found = await catalogueApi.search(searchIndex, body);
    return found.hits.filter((box) => cardStockState(box) !== 'out-of-stock');
  });
  return (
    <CardRail
      id={`coming-up-${index}`}
      title={t('home.comingUp', { month: monthText(size.due), label: size.label })}
      boxes={error ? NO_BOXES : (data ?? null)}
      more={<Link to={size.url}>{tPlural('home.comingUpAll', size.inStock, { label: size.label })}</Link>}
    />
  );
}

export function ComingUp() {
  const sizes = useComingUpSizes();
  return (
    <>
      {sizes.slice(0, MAX_SIZES).map((size, i) => (
        <ComingUpRail key={size.url} size={size} index={i} />
      ))}
    </>
  );
}
