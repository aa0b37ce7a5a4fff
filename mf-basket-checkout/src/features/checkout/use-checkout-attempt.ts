// One press of Pay, from the page's side: busy while it works, the refusal shown where it arose
// (issue 30) and given the focus, the order an earlier try left (a refusal after a reload, or an
// order still at the bank's page), and what happens after: the thank-you page, or the basket
// read again (a failed payment gives its units back at once) with the page kept as it was.
import { ORDER_CODES } from '@shop/shared/api';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import type { OpenOrder, Order } from '../../api/basket-api';
import { basketStore } from '../basket/basket-store';
import { checkoutFailure, type CheckoutFailure } from './checkout-failure';
import { announceHeldForYou } from './held-for-you';
import { forgetTypedAddress } from './typed-address';

export function useCheckoutAttempt({ onFailed }: { onFailed: () => void }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const [openOrder, setOpenOrder] = useState<OpenOrder | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the shopper has pressed Pay, the page never leaves for the basket on its own: what they typed stays.
  const attempted = useRef(false);

  useEffect(() => {
    void announceHeldForYou().then((open) => {
      setOpenOrder(open);
      if (open?.status === 'payment_failed' && open.paymentFailure) setFailure((now) => now ?? { code: ORDER_CODES.paymentFailed, place: 'payment', message: open.paymentFailure! });
    });
  }, []);

  // A new refusal takes the focus, so keyboard and screen-reader users are where they must act.
  useEffect(() => {
    if (failure && attempted.current) failureRef.current?.focus();
  }, [failure]);

  /** Pay was pressed: false when a press is already at work. */
  function begin(): boolean {
    if (busy) return false;
    attempted.current = true;
    setFailure(null);
    return true;
  }

  async function paid(order: Order) {
    forgetTypedAddress();
    bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] });
    await basketStore.load();
    navigate(`/buy/thankyou?orderId=${encodeURIComponent(order.orderId)}`);
  }

  async function failed(error: unknown) {
    await basketStore.load().catch(() => undefined);
    void announceHeldForYou().then(setOpenOrder);
    onFailed();
    setFailure(checkoutFailure(error));
    setBusy(false);
  }

  return { failure, failureRef, openOrder, busy, setBusy, attempted, begin, paid, failed };
}
