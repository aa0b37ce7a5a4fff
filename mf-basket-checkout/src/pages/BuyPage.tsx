import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { t, tRich } from '../i18n';
import { COLLECTION, DELIVERY } from '@shop/shared/rules';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { Button, Loader } from '@shop/shared/ui';
import { basketApi, type Order } from '../api/basket-api';
import { trackBasket, trackPayment, trackShipping } from '../features/analytics';
import { basketFailureText, basketStore } from '../features/basket/basket-store';
import { useBasket } from '../features/basket/useBasket';
import { checkoutSchema, EMPTY_FORM, parseExpiry, type CheckoutFormValues } from '../features/checkout/checkout-form';
import { placeOrder, type PlaceOrderInput } from '../features/checkout/place-order';
import { ApplePayCancelled, applePayAvailable, applePayRequest, payWithApplePay } from '../features/checkout/apple-pay';
import { ApplePayButton } from '../features/checkout/ApplePayButton';
import { DeliveryAddress } from '../features/checkout/DeliveryAddress';
import { CardChoice } from '../features/checkout/CardChoice';
import { CheckoutSummary } from '../features/checkout/CheckoutSummary';
import { useSavedCards } from '../features/checkout/saved-cards';
import { useMemberDefaults } from '../features/checkout/useMemberDefaults';
import { money } from '../features/money';
import { useBasketSettings } from '../features/basket/useBasketSettings';
import styles from '../features/basket-checkout.module.css';

const CARD = 20;
const VOUCHER = 12;
const APPLE_PAY = 22;

interface Voucher {
  code: string;
  amount: number;
}

export function BuyPage() {
  const basket = useBasket();
  const waived = useBasketSettings()?.featureFlags.waiveDeliveryCharge === true;
  const navigate = useNavigate();
  const [voucherText, setVoucherText] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [paymentTypes, setPaymentTypes] = useState<Array<{ paymentTypeId: number; name: string }>>([]);
  const [paymentTypeId, setPaymentTypeId] = useState<number>(() => Number(localStorage.getItem(STORAGE_KEYS.lastSelectedPaymentType)) || CARD);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const begun = useRef(false);

  const lines = basket.lines;
  const needsAddress = lines.some((l) => l.deliveryMethodId === DELIVERY);
  const total = basket.summary.totalSellCost;
  const voucherPays = voucher ? Math.min(voucher.amount, total) : 0;
  const toPay = Math.round((total - voucherPays) * 100) / 100;
  const needsPayment = toPay > 0;
  const savedCards = useSavedCards();
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  // A saved card is offered first; the shopper can still choose a new one.
  useEffect(() => setSavedCardId((chosen) => chosen ?? savedCards[0]?.cardTokenId ?? null), [savedCards]);
  const payWithSaved = needsPayment && paymentTypeId === CARD && savedCardId !== null;
  const needsCard = needsPayment && paymentTypeId === CARD && !payWithSaved;
  const schema = useMemo(() => checkoutSchema({ needsAddress, needsCard, payWithSaved }), [needsAddress, needsCard, payWithSaved]);
  const member = session.user();
  const form = useForm<CheckoutFormValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: { ...EMPTY_FORM, firstName: member?.firstName ?? '' },
  });
  const { register, handleSubmit, setValue, getValues, formState } = form;

  // The member's names fill empty fields; their last address is one click away (they can still type another).
  const defaults = useMemberDefaults();
  useEffect(() => {
    if (!defaults.names) return;
    if (!getValues('firstName')) setValue('firstName', defaults.names.firstName);
    if (!getValues('lastName')) setValue('lastName', defaults.names.lastName);
  }, [defaults.names]);

  useEffect(() => {
    // Apple Pay is offered only where this browser can pay with it.
    const offered = (p: { paymentTypeId: number }) => p.paymentTypeId !== VOUCHER && (p.paymentTypeId !== APPLE_PAY || applePayAvailable());
    void basketApi.paymentTypes().then((types) => setPaymentTypes(types.filter(offered)), () => setPaymentTypes([{ paymentTypeId: CARD, name: 'Debit or credit card' }]));
  }, []);

  useEffect(() => {
    if (!basket.ready) return;
    if (lines.length === 0) {
      navigate('/basket', { replace: true });
      return;
    }
    // §4: without stock information the basket page must be seen first.
    if (lines.some((l) => l.ecomQuantityOnHand === undefined || l.unavailable)) {
      navigate('/basket', { replace: true });
      return;
    }
    if (!begun.current) {
      begun.current = true;
      trackBasket('reach_checkout', lines, total);
    }
  }, [basket.ready, lines]);

  async function applyVoucher() {
    setVoucherError(null);
    try {
      const v = await basketApi.validateVoucher(voucherText.trim(), basket.summary.sellCost);
      setVoucher({ code: v.voucherCode, amount: v.amount });
    } catch (error) {
      setVoucher(null);
      setVoucherError(basketFailureText(error, 'voucher'));
    }
  }

  function choosePayment(id: number) {
    setPaymentTypeId(id);
    localStorage.setItem(STORAGE_KEYS.lastSelectedPaymentType, String(id));
  }

  /** The order as the form has it; the payment part is added by the card form or Apple Pay. */
  function orderBase(values: CheckoutFormValues, chosen: number): PlaceOrderInput {
    if (needsAddress) trackShipping(lines, total);
    trackPayment(lines, total, paymentTypes.find((p) => p.paymentTypeId === chosen)?.name ?? (chosen === VOUCHER ? 'Voucher' : 'Card'));
    return {
      paymentTypeId: chosen,
      expectedTotal: total,
      ...(voucher ? { voucherCode: voucher.code } : {}),
      ...(needsAddress
        ? {
            address: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              line1: values.line1.trim(),
              ...(values.line2.trim() ? { line2: values.line2.trim() } : {}),
              town: values.town.trim(),
              ...(values.county.trim() ? { county: values.county.trim() } : {}),
              postcode: values.postcode.trim(),
              ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
            },
          }
        : {}),
    };
  }

  async function paid(order: Order) {
    await basketStore.load();
    navigate(`/buy/thankyou?orderId=${encodeURIComponent(order.orderId)}`);
  }

  async function failed(error: unknown) {
    setFailure(basketFailureText(error, 'checkout'));
    // The basket is as the server has it now (a failed payment gives everything back).
    await basketStore.load().catch(() => undefined);
    setBusy(false);
  }

  // Apple Pay's sheet opens in the click itself (Safari's rule); the form is checked while Apple validates the merchant.
  function payByApplePay() {
    if (busy) return;
    setFailure(null);
    const request = applePayRequest({
      merchant: t('brand.name'),
      lines: lines.map((l) => ({ label: t('buy.summary.line', { quantity: l.quantity, name: l.boxName }), pounds: l.sellPrice * l.quantity })),
      deliveryCharge: basket.summary.deliveryCharge,
      deliveryLabel: t('basket.delivery'),
      voucher: voucher ? { label: t('buy.summary.voucher'), pounds: voucherPays } : null,
      toPay,
    });
    payWithApplePay(request, {
      validate: async (validationUrl) => {
        if (!(await form.trigger())) throw new ApplePayCancelled();
        return basketApi.applePaySession(validationUrl);
      },
      authorise: async (applePayToken) => {
        setBusy(true);
        const result = await placeOrder({ ...orderBase(getValues(), APPLE_PAY), saved: { applePayToken } });
        if (result.kind !== 'paid') throw new Error('Apple Pay payments have no further check');
        return result.order;
      },
    }).then(paid, (error) => (error instanceof ApplePayCancelled ? setBusy(false) : failed(error)));
  }

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const chosen = toPay === 0 ? VOUCHER : paymentTypeId;
    const expiry = parseExpiry(values.cardExpiry);
    try {
      const result = await placeOrder({
        ...orderBase(values, chosen),
        ...(needsCard && expiry
          ? {
              card: { number: values.cardNumber.replace(/[\s-]/g, ''), expiryMonth: expiry.month, expiryYear: expiry.year, cvc: values.cardCvc, holderName: values.cardName.trim() },
              ...(values.saveCard ? { saved: { saveCard: true } } : {}),
            }
          : {}),
        ...(payWithSaved ? { saved: { storedCard: { cardTokenId: savedCardId!, cvc: values.savedCvc } } } : {}),
      });
      if (result.kind === 'challenge') {
        // The provider's own page (3-D Secure, PayPal, Klarna); it sends the shopper back to /buy/process.
        window.location.assign(result.url);
        return;
      }
      await paid(result.order);
    } catch (error) {
      await failed(error);
    }
  });

  if (!basket.ready) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('pageTitle.buy')}</h1>
        <Loader />
      </div>
    );
  }

  const e = formState.errors;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.buy')}</h1>
      {failure ? <p className={styles.error} role="alert" data-testid="checkout-error">{failure}</p> : null}
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div>
          {needsAddress ? <DeliveryAddress form={form} lastAddress={defaults.lastAddress} /> : null}
          {lines.some((l) => l.deliveryMethodId === COLLECTION) ? (
            <section className={styles.section} aria-labelledby="collect-heading">
              <h2 id="collect-heading">{t('buy.collect.heading')}</h2>
              <ul>
                {lines.filter((l) => l.deliveryMethodId === COLLECTION).map((l) => (
                  <li key={l.key}>
                    {tRich('buy.collect.line', { name: l.boxName, store: <strong key="store">{l.storeInfo?.storeName}</strong> })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="voucher-heading">
            <h2 id="voucher-heading">{t('buy.voucher.heading')}</h2>
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor="voucher-code">{t('buy.voucher.code')}</label>
                <input id="voucher-code" value={voucherText} onChange={(ev) => setVoucherText(ev.target.value)} aria-invalid={Boolean(voucherError)} />
              </div>
              <Button variant="secondary" onClick={() => void applyVoucher()} disabled={!voucherText.trim()}>{t('buy.voucher.apply')}</Button>
            </div>
            {voucherError ? <p className={styles.fieldError} role="alert">{voucherError}</p> : null}
            {voucher ? <p role="status">{t('buy.voucher.applied', { code: voucher.code, amount: money(voucherPays) })}</p> : null}
          </section>
          {needsPayment ? (
            <section className={styles.section} aria-labelledby="payment-heading">
              <h2 id="payment-heading">{t('buy.payment.heading')}</h2>
              <fieldset className={styles.choices}>
                <legend className={styles.meta}>{t('buy.payment.how')}</legend>
                {paymentTypes.map((p) => (
                  <label key={p.paymentTypeId}>
                    <input type="radio" name="paymentType" value={p.paymentTypeId} checked={paymentTypeId === p.paymentTypeId} onChange={() => choosePayment(p.paymentTypeId)} />
                    {p.name}
                  </label>
                ))}
              </fieldset>
              {paymentTypeId === CARD ? <CardChoice savedCards={savedCards} chosen={savedCardId} onChoose={setSavedCardId} register={register} errors={e} /> : null}
            </section>
          ) : null}
        </div>
        <aside className={styles.summary} aria-label={t('buy.summary.label')}>
          <CheckoutSummary
            lines={lines}
            sellCost={basket.summary.sellCost}
            deliveryCharge={basket.summary.deliveryCharge}
            waived={waived}
            voucherPays={voucher ? voucherPays : null}
            toPay={toPay}
            postcode={form.watch('postcode')}
          />
          {needsPayment && paymentTypeId === APPLE_PAY && paymentTypes.some((p) => p.paymentTypeId === APPLE_PAY) ? (
            <ApplePayButton onClick={payByApplePay} busy={busy} />
          ) : (
            <Button type="submit" disabled={busy} aria-busy={busy}>{busy ? t('buy.summary.placing') : t('buy.summary.pay', { amount: money(toPay) })}</Button>
          )}
        </aside>
      </form>
    </div>
  );
}
