// The ways to pay this browser can use (Apple Pay only where it can pay with it, and said so where
// it cannot), and the shopper's choice, remembered for their next checkout.
import { useEffect, useState } from 'react';
import { PAYMENT_IDS } from '@shop/shared/rules';
import { STORAGE_KEYS } from '@shop/shared/session';
import { basketApi, type NotOffered, type PaymentType } from '../../api/basket-api';
import { t } from '../../i18n';
import { applePayAvailable } from './apple-pay';
import { CARD } from './PaymentSection';

export const APPLE_PAY = 22;
const FALLBACK: PaymentType[] = [{ paymentTypeId: CARD, name: 'Debit or credit card', provider: 'card' }];

export function usePaymentTypes() {
  const [offered, setOffered] = useState<PaymentType[]>([]);
  const [notOffered, setNotOffered] = useState<NotOffered[]>([]);
  const [chosen, setChosen] = useState<number>(() => Number(localStorage.getItem(STORAGE_KEYS.lastSelectedPaymentType)) || CARD);

  useEffect(() => {
    void basketApi.paymentTypes().then(
      ({ offered: all, notOffered: missing }) => {
        const browserless = all.filter((p) => p.paymentTypeId === APPLE_PAY && !applePayAvailable());
        // A voucher and store credit are chosen in their own sections, never as the way to pay.
        const usable = all.filter((p) => p.paymentTypeId !== PAYMENT_IDS.voucher && p.paymentTypeId !== PAYMENT_IDS.storeCredit && !browserless.includes(p));
        setOffered(usable);
        setNotOffered([...missing, ...browserless.map((p) => ({ ...p, reason: t('buy.payment.applePayBrowser') }))]);
        setChosen((now) => (usable.some((p) => p.paymentTypeId === now) ? now : CARD));
      },
      () => setOffered(FALLBACK),
    );
  }, []);

  function choose(id: number) {
    setChosen(id);
    localStorage.setItem(STORAGE_KEYS.lastSelectedPaymentType, String(id));
  }

  return { offered, notOffered, chosen, choose };
}
