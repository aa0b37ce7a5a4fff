// Whether the member's own unpaid order holds this box (announced by the basket team as
// basket:held-for-you): the product page then says it is theirs to finish paying for, never
// 'out of stock' to them (issue 30). The catalogue never calls the orders API itself.
import { useBusLatest } from '@shop/shared/bus';

/** The order number holding this box for the member, or null. */
export function useHeldForYou(boxId: string): string | null {
  const held = useBusLatest('basket:held-for-you');
  return held && held.orderNumber && held.boxIds.some((id) => id.toUpperCase() === boxId.toUpperCase()) ? held.orderNumber : null;
}
