// What the web buy order service's parts are handed (service.ts builds it once): the database,
// the clock, the settings, the courier, the quote store and the postcode locator.
import { returnsAddressOf, RETURNS_ADDRESS_SETTING } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import type { createPostcodeLocator } from '../catalogue/geo.js';
import type { QuoteStore } from '../quotations/store.js';
import type { SettingsService } from '../settings/routes.js';
import type { Carrier } from './carriers.js';

export interface WebBuyOrderServiceDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  settings: Pick<SettingsService, 'prelogin'>;
  carrier: Carrier;
}

/** The service's dependencies and what service.ts derives from them once. */
export interface WebBuyOrderDeps extends WebBuyOrderServiceDeps {
  /** The quotes move only through the quote state machine (quotations/store.ts `move`). */
  quotes: QuoteStore;
  /** Distances from the district's centre of the member's postcode (no outside call). */
  locate: ReturnType<typeof createPostcodeLocator>;
}

/** The shop's returns address: the setting when it holds a valid one, else the default. */
export const returnsAddress = async ({ settings }: Pick<WebBuyOrderDeps, 'settings'>) => returnsAddressOf((await settings.prelogin())[RETURNS_ADDRESS_SETTING]);
