// Placeholders in served text ('{stores.count} stores', '{delivery.headline}') filled with the
// shop's figures when the text is served (issue 33 §5). Pure: the content module gathers the facts
// (shopFacts), the catalogue fills its home page's delivery tile; neither imports the other.
import type { DeliveryPromise } from '@shop/shared/rules';

export type Facts = Record<string, string>;

/** The delivery rule's words: {delivery.headline} and {delivery.detail} ('£1.99 an item otherwise. Free click-and-collect.'). */
export const deliveryFacts = (promise: DeliveryPromise): Facts => ({
  'delivery.headline': promise.headline,
  'delivery.detail': `${[promise.otherwise, promise.collect].filter(Boolean).join('. ')}.`,
});

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
