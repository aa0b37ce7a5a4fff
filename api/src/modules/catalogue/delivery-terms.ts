// The delivery terms every promise is worded from (§5, §9): the same prelogin settings the
// basket and the orders charge with, read when the page or content is served.
import { chargeSettingsOf, type ChargeSettings, type DeliveryPromise, type DeliveryTerms } from '@shop/shared/rules';
import type { SettingsService } from '../settings/routes.js';

export async function deliveryTerms(settings: SettingsService): Promise<DeliveryTerms> {
  return chargeSettingsOf((await settings.prelogin()) as { limits: ChargeSettings; featureFlags?: { waiveDeliveryCharge?: boolean } });
}

/** Fills {delivery.headline} and {delivery.detail} ('£1.99 an item otherwise. Free click-and-collect.') in every string of content. */
export function fillDeliveryPromise<T>(content: T, promise: DeliveryPromise): T {
  const values: Record<string, string> = { 'delivery.headline': promise.headline, 'delivery.detail': `${[promise.otherwise, promise.collect].filter(Boolean).join('. ')}.` };
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\{(delivery\.\w+)\}/g, (m, name: string) => values[name] ?? m);
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(content) as T;
}
