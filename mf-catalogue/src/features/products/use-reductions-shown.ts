// Whether reduced prices show (§6 priceReductionOnBoxes): 'was £x', the reduced listing and its
// 'reduced' breadcrumbs. As the settings say; until they are in, as the server painted the page.
import { useEffect, useState } from 'react';
import { catalogueApi, type ShopSettings } from '../../api/catalogue-api';
import { payloadKey, peekPayload } from '../../api/page-payload';

export const reductionsOn = (settings: Pick<ShopSettings, 'featureFlags'> | null | undefined) => settings?.featureFlags.priceReductionOnBoxes !== false;

export function useReductionsShown(): boolean {
  const [shown, setShown] = useState(() => reductionsOn(peekPayload<ShopSettings>(payloadKey.settings())));
  useEffect(() => {
    let live = true;
    catalogueApi.settings().then(
      (s) => live && setShown(reductionsOn(s)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return shown;
}
