// The shop's facts that content quotes (issue 33 §5): a page says '{stores.count} stores' or
// '{delivery.headline}', and the figure is filled in when the content is served, from the one
// place the shop keeps it: the settings the basket and orders charge with, the stores table the
// finder lists, and the company record in shared. A publisher never types a figure that can go stale.
import { COMPANY, deliveryPromise, type DeliveryPromise } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import type { SettingsService } from '../settings/routes.js';
import { deliveryTerms } from '../catalogue/delivery-terms.js';

export type Facts = Record<string, string>;

/** The delivery rule's words: {delivery.headline} and {delivery.detail} ('£1.99 an item otherwise. Free click-and-collect.'). */
export const deliveryFacts = (promise: DeliveryPromise): Facts => ({
  'delivery.headline': promise.headline,
  'delivery.detail': `${[promise.otherwise, promise.collect].filter(Boolean).join('. ')}.`,
});

export const companyFacts = (): Facts => ({
  'company.tradingName': COMPANY.tradingName,
  'company.legalName': COMPANY.legalName,
  'company.registeredIn': COMPANY.registeredIn,
  'company.number': COMPANY.number,
  'company.registeredOffice': COMPANY.registeredOffice,
});

/** Every fact, read now (a new store or a settings change shows on the next read). */
export async function shopFacts(db: Db, settings: SettingsService): Promise<Facts> {
  const [stores] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM stores');
  return { ...deliveryFacts(deliveryPromise(await deliveryTerms(settings))), 'stores.count': String(stores!.count), ...companyFacts() };
}

/** Fills {name} placeholders the facts know in every string of content; an unknown {name} stays as written. */
export function fillFacts<T>(content: T, facts: Facts): T {
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\{([a-z]+\.[A-Za-z]+)\}/g, (m, name: string) => facts[name] ?? m);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(content) as T;
}

/** Fills {delivery.headline} and {delivery.detail} in every string of content (the home page's delivery tile). */
export const fillDeliveryPromise = <T>(content: T, promise: DeliveryPromise): T => fillFacts(content, deliveryFacts(promise));
