// What a guest line may hold for its method (§4 'Item unavailable', §8 basket codes): the same
// refusals the live basket gives, so a guest and a member read the same messages.
import { BASKET_CODES } from '@shop/shared/api';
import { ApiError } from '@shop/shared/http';
import { t } from '../../i18n';
import { COLLECTION } from '@shop/shared/rules';
import type { basketApi, BoxDetail, DeliveryMethodId, StoreInfo } from '../../api/basket-api';

export const localFailure = (code: number, message: string) => new ApiError({ code, status: '', message, body: { response: { error: { code, message } } } });

export const notEnough = (available: number) => localFailure(BASKET_CODES.notEnough, `Sorry, only ${available} of this item ${available === 1 ? 'is' : 'are'} available.`);

/** The stock for one method (online, or the store's), or the §8 refusal when there is none. */
export async function stockFor(api: Pick<typeof basketApi, 'stock'>, box: BoxDetail, method: DeliveryMethodId, storeId: number | undefined): Promise<{ available: number; storeInfo: StoreInfo | null }> {
  if (!box.boxSaleAllowed) throw localFailure(BASKET_CODES.outOfStock, t('error.basket.2035'));
  if (method === COLLECTION) {
    if (!storeId) throw localFailure(BASKET_CODES.storeNeeded, t('error.basket.2046'));
    const store = (await api.stock(box.boxId)).find((s) => s.storeId === storeId);
    const available = store?.quantity ?? 0;
    if (available <= 0) throw localFailure(BASKET_CODES.outOfStockInStore, t('error.basket.2047'));
    return { available, storeInfo: { storeId, storeName: store?.storeName ?? null } };
  }
  if (!box.webSaleAllowed) throw localFailure(BASKET_CODES.notOnline, t('error.basket.2049'));
  if (box.ecomQuantity <= 0) throw localFailure(BASKET_CODES.outOfStock, t('error.basket.2035'));
  return { available: box.ecomQuantity, storeInfo: null };
}
