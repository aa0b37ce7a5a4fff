// Whether reduced prices show (§6 priceReductionOnBoxes): 'was £x', the reduced listing and its
// 'reduced' breadcrumbs. As the settings say; until they are in, as the server painted the page.
import { useState } from 'react';
import { useApiData } from '@shop/shared/http';
import { catalogueApi, type ShopSettings } from '../../api/catalogue-api';
import { payloadKey, peekPayload } from '../../api/page-payload';

export const reductionsOn = (settings: Pick<ShopSettings, 'featureFlags'> | null | undefined) => settings?.featureFlags.priceReductionOnBoxes !== false;

/** The shop's pre-login settings: those the server painted the page with until they are in, and if they fail to load. */
export function useShopSettings(): ShopSettings | null {
  const [painted] = useState(() => peekPayload<ShopSettings>(payloadKey.settings()));
  const { data } = useApiData(payloadKey.settings(), catalogueApi.settings, { firstView: painted });
  return data ?? painted ?? null;
}

export function useReductionsShown(): boolean {
  return reductionsOn(useShopSettings());
}
