// The delivery terms every promise is worded from (§5, §9): the same prelogin settings the
// basket and the orders charge with, read when the page or content is served.
import { chargeSettingsOf, type ChargeSettings, type DeliveryTerms } from '@shop/shared/rules';
import type { SettingsService } from './routes.js';

export async function deliveryTerms(settings: SettingsService): Promise<DeliveryTerms> {
  return chargeSettingsOf((await settings.prelogin()) as { limits: ChargeSettings; featureFlags?: { waiveDeliveryCharge?: boolean } });
}
