import { BRAND_NAME } from '@shop/shared/rules';
import type { Store } from '../../api/catalogue-api';

/** A store's phone number as a `tel:` link: digits (and a leading +) only, as dialers want. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Directions to a store in Google Maps (its documented Maps URL, no key): the destination is the
 * store's own name, street, town and postcode. Nothing of the shopper goes in it; Maps starts
 * from wherever they are (issue 33 §7).
 */
export function directionsHref(store: Pick<Store, 'storeName' | 'address'>): string {
  const { line1, town, postcode } = store.address;
  const destination = [`${BRAND_NAME} ${store.storeName}`, line1, town, postcode].join(', ');
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination })}`;
}
