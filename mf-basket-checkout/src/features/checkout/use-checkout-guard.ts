// Checkout is for a basket that is ready to pay: an empty basket, or one without stock
// information or with a line no longer available (§4), goes back to the basket page, unless the
// shopper has already pressed Pay (after a refusal the page stays, with what they typed and a link
// to the basket). The first time the page is reached is tracked once.
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BasketState } from '../basket/basket-store';
import { trackBasket } from '../analytics';

export function useCheckoutGuard(basket: BasketState, attempted: RefObject<boolean>) {
  const navigate = useNavigate();
  const begun = useRef(false);
  const { lines } = basket;
  // Effect events: the check runs when the basket's lines come or change, never because the total
  // did, nor navigate (a new function whenever the address's path changes, BrowserRouter).
  const backToBasket = useEffectEvent(() => navigate('/basket', { replace: true }));
  const trackReached = useEffectEvent(() => trackBasket('reach_checkout', lines, basket.summary.totalSellCost));
  useEffect(() => {
    if (!basket.ready) return;
    const notReady = lines.length === 0 || lines.some((l) => l.ecomQuantityOnHand === undefined || l.unavailable);
    if (notReady && !attempted.current) {
      backToBasket();
      return;
    }
    if (!begun.current) {
      begun.current = true;
      trackReached();
    }
  }, [basket.ready, lines, attempted]);
}
