// The delivery terms every promise is worded from (§5, §9): the same prelogin settings the
// basket and the orders charge with, read when the page or content is served.
import { chargeSettingsOf, type ChargeSettings, type DeliveryPromise, type DeliveryTerms } from '@shop/shared/rules';
import type { SettingsService } from '../settings/routes.js';
import { deliveryFacts, fillFacts } from '../content/facts.js';

export async function deliveryTerms(settings: SettingsService): Promise<DeliveryTerms> {
  return chargeSettingsOf((await settings.prelogin()) as { limits: ChargeSettings; featureFlags?: { waiveDeliveryCharge?: boolean } });
}

/** Fills {delivery.headline} and {delivery.detail} in every string of content (the home page's delivery tile). */
export const fillDeliveryPromise = <T>(content: T, promise: DeliveryPromise): T => fillFacts(content, deliveryFacts(promise));
