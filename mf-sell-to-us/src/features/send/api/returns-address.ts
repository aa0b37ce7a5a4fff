// Where the member sends the parcel: the shop's returns address from the settings (prelogin,
// public), or the one default of @shop/shared/rules; the label prints the same.
import { RETURNS_ADDRESS_SETTING, returnsAddressOf, SHOP_PLATFORM_ID, type ReturnsAddress } from '@shop/shared/rules';
import { api } from '../../../api/client';

export async function getReturnsAddress(): Promise<ReturnsAddress> {
  const answer = await api.get<{ preLoginSettings: Record<string, unknown> }>('/settings/prelogin', { params: { platformId: SHOP_PLATFORM_ID } });
  return returnsAddressOf(answer.preLoginSettings[RETURNS_ADDRESS_SETTING]);
}
