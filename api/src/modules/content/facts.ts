// The shop's facts that content quotes (issue 33 §5): a page says '{stores.count} stores' or
// '{delivery.headline}', and the figure is filled in when the content is served (lib/fill-facts),
// from the one place the shop keeps it: the settings the basket and orders charge with, the stores
// table the finder lists, and the company record in shared. A publisher never types a figure that can go stale.
import { COMPANY, deliveryPromise } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { deliveryFacts, type Facts } from '../../lib/fill-facts.js';
import { allStores } from '../catalogue/stores.js';
import { deliveryTerms } from '../settings/delivery-terms.js';
import type { SettingsService } from '../settings/routes.js';

export const companyFacts = (): Facts => ({
  'company.tradingName': COMPANY.tradingName,
  'company.legalName': COMPANY.legalName,
  'company.registeredIn': COMPANY.registeredIn,
  'company.number': COMPANY.number,
  'company.registeredOffice': COMPANY.registeredOffice,
});

/** Every fact, read now (a new store or a settings change shows on the next read). */
export async function shopFacts(db: Db, settings: SettingsService): Promise<Facts> {
  const stores = await allStores(db);
  return { ...deliveryFacts(deliveryPromise(await deliveryTerms(settings))), 'stores.count': String(stores.length), ...companyFacts() };
}
