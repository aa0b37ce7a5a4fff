import { useApiData } from '@shop/shared/http';
import type { PreLoginSettings } from '../../api/basket-api';
import { basketStore } from './basket-store';

/** The §5 limits and §6 flags the basket page needs (read once per page by the store). */
export function useBasketSettings(): PreLoginSettings | null {
  // None while loading or when they cannot be read.
  return useApiData('basket-settings', basketStore.settings).data ?? null;
}
