import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from 'react-router-dom';
import { t, tRich } from '../i18n';
import { useApiData } from '@shop/shared/http';
import { COLLECTION, DELIVERY, formatPounds, type MemberVoucher, PAYMENT_IDS, spendableVouchers, storeCreditSplit, toPence, toPounds, voucherSplit } from '@shop/shared/rules';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { Button, Loader } from '@shop/shared/ui';
import { basketApi, type NotOffered, type OpenOrder, type Order, type PaymentType } from '../api/basket-api';
import { trackBasket, trackPayment, trackShipping } from '../features/analytics';
import { basketFailureText, basketStore } from '../features/basket/basket-store';
import { checkoutFailure, type CheckoutFailure } from '../features/checkout/checkout-failure';
import { CARD, PaymentSection } from '../features/checkout/PaymentSection';
import { forgetTypedAddress, keepTypedAddress, typedAddress } from '../features/checkout/typed-address';
import { announceHeldForYou } from '../features/checkout/held-for-you';
import { bus } from '@shop/shared/bus';
import { useBasket } from '../features/basket/useBasket';
import { checkoutSchema, EMPTY_FORM, parseExpiry, type CheckoutFormValues } from '../features/checkout/checkout-form';
import { placeOrder, type PlaceOrderInput } from '../features/checkout/place-order';
import { ApplePayCancelled, applePayAvailable, applePayRequest, payWithApplePay } from '../features/checkout/apple-pay';
import { ApplePayButton } from '../features/checkout/ApplePayButton';
import { addressEmpty, DeliveryAddress, fillAddress } from '../features/checkout/DeliveryAddress';
import { MemberVouchers } from '../features/checkout/MemberVouchers';
import { CheckoutSummary } from '../features/checkout/CheckoutSummary';
import { askedAmount, StoreCredit, type StoreCreditChoice } from '../features/checkout/StoreCredit';
import { useSavedCards } from '../features/checkout/saved-cards';
import { useMemberDefaults } from '../features/checkout/useMemberDefaults';
import { useBasketSettings } from '../features/basket/useBasketSettings';
import styles from '../features/basket-checkout.module.css';

const VOUCHER = PAYMENT_IDS.voucher;
const STORE_CREDIT = PAYMENT_IDS.storeCredit;
const APPLE_PAY = 22;

interface Voucher {
  code: string;
  /** Pounds it can pay now (a member's voucher: its balance). */
  amount: number;
  /** The member's own voucher: what the basket leaves stays on it (a shop voucher is single use, §8). */
  keepsBalance: boolean;
}

const NO_VOUCHERS: MemberVoucher[] = [];

export function BuyPage() {
  const basket = useBasket();
  const waived = useBasketSettings()?.featureFlags.waiveDeliveryCharge === true;
  const navigate = useNavigate();
  const [voucherText, setVoucherText] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [paymentTypes, setPaymentTypes] = useState<PaymentType[]>([]);
  const [notOffered, setNotOffered] = useState<NotOffered[]>([]);
  const [paymentTypeId, setPaymentTypeId] = useState<number>(() => Number(localStorage.getItem(STORAGE_KEYS.lastSelectedPaymentType)) || CARD);
  // A refusal is shown where it arose (issue 30): beside the card, the address, the voucher, or at the top.
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const [openOrder, setOpenOrder] = useState<OpenOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const begun = useRef(false);
  // Once the shopper has pressed Pay, the page never leaves for the basket on its own: what they typed stays.
  const attempted = useRef(false);

  const lines = basket.lines;
  const needsAddress = lines.some((l) => l.deliveryMethodId === DELIVERY);
  const total = basket.summary.totalSellCost;
  const { pays: voucherPays, left: voucherLeft } = voucher ? voucherSplit(voucher.amount, total) : { pays: 0, left: 0 };
  const memberId = session.memberId();
  // The member's own vouchers, offered with one tap (issue 32 §4); none is fine.
  const myVouchers = useApiData(memberId ? `vouchers:${memberId}` : null, () => basketApi.vouchers(memberId!).then(spendableVouchers)).data ?? NO_VOUCHERS;
  // Store credit pays after the voucher (issue 33 §2): as much as covers the rest unless the shopper chooses less.
  // The store credit on the member's linked cards (read again after a refusal, which gives it back); none is fine.
  const credit = useApiData(memberId ? `store-credit:${memberId}` : null, () => basketApi.storeCredit(memberId!));
  const creditOffer = credit.data ?? null;
  const [creditChoice, setCreditChoice] = useState<StoreCreditChoice>({ using: false, text: null });
  const afterVoucher = toPounds(toPence(total) - toPence(voucherPays));
  const usingCredit = creditChoice.using && creditOffer?.canSpend === true;
  const creditPays = usingCredit ? storeCreditSplit(creditOffer!.available, afterVoucher, askedAmount(creditChoice)).pays : 0;
  const toPay = toPounds(toPence(afterVoucher) - toPence(creditPays));
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
    // A reload keeps the address typed in this tab (never the card).
    defaultValues: { ...EMPTY_FORM, firstName: member?.firstName ?? '', ...typedAddress() },
  });
  const { register, handleSubmit, setValue, getValues, formState } = form;
  useEffect(() => {
    const watching = form.watch((values) => keepTypedAddress(values as CheckoutFormValues));
    return () => watching.unsubscribe();
  }, [form]);

  // The member's names fill empty fields; their last address is one click away (they can still type another).
  // (useForm returns the same form, setValue and getValues on every render: these run when the answer comes.)
  const defaults = useMemberDefaults();
  useEffect(() => {
    if (!defaults.names) return;
    if (!getValues('firstName')) setValue('firstName', defaults.names.firstName);
    if (!getValues('lastName')) setValue('lastName', defaults.names.lastName);
  }, [defaults.names, getValues, setValue]);
  // Their default address fills an empty form (issue 32 §6); what they typed in this tab stays.
  useEffect(() => {
    if (defaults.defaultAddress && addressEmpty(getValues())) fillAddress(form, defaults.defaultAddress, false);
  }, [defaults.defaultAddress, form, getValues]);

  useEffect(() => {
    void basketApi.paymentTypes().then(
      ({ offered, notOffered: missing }) => {
        // Apple Pay is offered only where this browser can pay with it, and the page says so where it cannot.
        const browserless = offered.filter((p) => p.paymentTypeId === APPLE_PAY && !applePayAvailable());
        const usable = offered.filter((p) => p.paymentTypeId !== VOUCHER && p.paymentTypeId !== STORE_CREDIT && !browserless.includes(p));
        setPaymentTypes(usable);
        setNotOffered([...missing, ...browserless.map((p) => ({ ...p, reason: t('buy.payment.applePayBrowser') }))]);
        setPaymentTypeId((chosen) => (usable.some((p) => p.paymentTypeId === chosen) ? chosen : CARD));
      },
      () => setPaymentTypes([{ paymentTypeId: CARD, name: 'Debit or credit card', provider: 'card' }]),
    );
    // Where an earlier try stands: a refusal (after a reload), or an order still at the bank's page.
    void announceHeldForYou().then((open) => {
      setOpenOrder(open);
      if (open?.status === 'payment_failed' && open.paymentFailure) setFailure((now) => now ?? { code: 50002, place: 'payment', message: open.paymentFailure! });
    });
  }, []);

  // A new refusal takes the focus, so keyboard and screen-reader users are where they must act.
  useEffect(() => {
    if (failure && attempted.current) failureRef.current?.focus();
  }, [failure]);

  // Effect events: the check below runs when the basket's lines come or change, never because the
  // total did, nor navigate (a new function whenever the address's path changes, BrowserRouter).
  const backToBasket = useEffectEvent(() => navigate('/basket', { replace: true }));
  const trackReached = useEffectEvent(() => trackBasket('reach_checkout', lines, total));
  useEffect(() => {
    if (!basket.ready) return;
    if (lines.length === 0 && !attempted.current) {
      backToBasket();
      return;
    }
    // §4: without stock information the basket page must be seen first (before the shopper has
    // started paying: after a refusal the page stays, with its message and a link to the basket).
    if (!attempted.current && lines.some((l) => l.ecomQuantityOnHand === undefined || l.unavailable)) {
      backToBasket();
      return;
    }
    if (!begun.current) {
      begun.current = true;
      trackReached();
    }
  }, [basket.ready, lines]);

  async function applyVoucher() {
    setVoucherError(null);
    try {
      const v = await basketApi.validateVoucher(voucherText.trim(), basket.summary.sellCost);
      setVoucher({ code: v.voucherCode, amount: v.amount, keepsBalance: myVouchers.some((m) => m.code === v.voucherCode) });
    } catch (error) {
      setVoucher(null);
      setVoucherError(basketFailureText(error, 'voucher'));
    }
  }

  function applyMine(v: MemberVoucher) {
    setVoucherError(null);
    setVoucherText(v.code);
    setVoucher({ code: v.code, amount: v.balance, keepsBalance: true });
  }

  function choosePayment(id: number) {
    setPaymentTypeId(id);
    localStorage.setItem(STORAGE_KEYS.lastSelectedPaymentType, String(id));
  }

  /** The order as the form has it; the payment part is added by the card form or Apple Pay. */
  function orderBase(values: CheckoutFormValues, chosen: number): PlaceOrderInput {
    if (needsAddress) trackShipping(lines, total);
    const method = paymentTypes.find((p) => p.paymentTypeId === chosen)?.name ?? (chosen === VOUCHER ? 'Voucher' : chosen === STORE_CREDIT ? 'Store credit' : 'Card');
    trackPayment(lines, total, creditPays > 0 && chosen !== STORE_CREDIT ? `Store credit, ${method}` : method);
    return {
      paymentTypeId: chosen,
      expectedTotal: total,
      ...(voucher ? { voucherCode: voucher.code } : {}),
      ...(usingCredit ? { useStoreCredit: true, ...(creditChoice.text !== null ? { storeCreditAmount: creditPays } : {}) } : {}),
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
    forgetTypedAddress();
    bus.emit('basket:held-for-you', { orderNumber: null, boxIds: [] });
    await basketStore.load();
    navigate(`/buy/thankyou?orderId=${encodeURIComponent(order.orderId)}`);
  }

  async function failed(error: unknown) {
    // The basket is as the server has it now (a failed payment gives its units back at once).
    await basketStore.load().catch(() => undefined);
    void announceHeldForYou().then(setOpenOrder);
    credit.reload();
    setFailure(checkoutFailure(error));
    setBusy(false);
  }

  // Apple Pay's sheet opens in the click itself (Safari's rule); the form is checked while Apple validates the merchant.
  function payByApplePay() {
    if (busy) return;
    attempted.current = true;
    setFailure(null);
    const request = applePayRequest({
      merchant: t('brand.name'),
      lines: lines.map((l) => ({ label: t('buy.summary.line', { quantity: l.quantity, name: l.boxName }), pounds: l.sellPrice * l.quantity })),
      deliveryCharge: basket.summary.deliveryCharge,
      deliveryLabel: t('basket.delivery'),
      voucher: voucher ? { label: t('buy.summary.voucher'), pounds: voucherPays } : null,
      storeCredit: creditPays > 0 ? { label: t('buy.summary.storeCredit'), pounds: creditPays } : null,
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
    attempted.current = true;
    setBusy(true);
    setFailure(null);
    const chosen = toPay > 0 ? paymentTypeId : creditPays > 0 ? STORE_CREDIT : VOUCHER;
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
  // A refusal with no field of its own here (or whose field is not on this page) shows at the top.
  const showsAtTop =
    failure !== null &&
    (failure.place === 'basket' || failure.place === 'page' || (failure.place === 'storeCredit' && !creditOffer) || (failure.place === 'payment' && !needsPayment) || (failure.place === 'address' && !needsAddress));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.buy')}</h1>
      {failure && showsAtTop ? (
        <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert" data-testid="checkout-error">
          {failure.message}
          {failure.place === 'basket' ? (
            <>
              {' '}
              <Link to="/basket">{t('buy.failure.reviewBasket')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div>
          {failure?.place === 'address' && needsAddress ? (
            <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert" data-testid="address-error">
              {failure.message}
            </p>
          ) : null}
          {needsAddress ? <DeliveryAddress form={form} lastAddress={defaults.lastAddress} /> : null}
          {lines.some((l) => l.deliveryMethodId === COLLECTION) ? (
            <section className={styles.section} aria-labelledby="collect-heading">
              <h2 id="collect-heading">{t('buy.collect.heading')}</h2>
              <ul>
                {lines
                  .filter((l) => l.deliveryMethodId === COLLECTION)
                  .map((l) => (
                    <li key={l.key}>{tRich('buy.collect.line', { name: l.boxName, store: <strong key="store">{l.storeInfo?.storeName}</strong> })}</li>
                  ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="voucher-heading">
            <h2 id="voucher-heading">{t('buy.voucher.heading')}</h2>
            <MemberVouchers vouchers={myVouchers} applied={voucher?.code ?? null} onApply={applyMine} />
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor="voucher-code">{t('buy.voucher.code')}</label>
                <input id="voucher-code" value={voucherText} onChange={(ev) => setVoucherText(ev.target.value)} aria-invalid={Boolean(voucherError)} />
              </div>
              <Button variant="secondary" onClick={() => void applyVoucher()} disabled={!voucherText.trim()}>
                {t('buy.voucher.apply')}
              </Button>
            </div>
            {failure?.place === 'voucher' ? (
              <p ref={failureRef} tabIndex={-1} className={styles.fieldError} role="alert" data-testid="voucher-error">
                {failure.message}
              </p>
            ) : voucherError ? (
              <p className={styles.fieldError} role="alert">
                {voucherError}
              </p>
            ) : null}
            {voucher ? (
              <p role="status" data-testid="voucher-applied">
                {t('buy.voucher.applied', { code: voucher.code, amount: formatPounds(voucherPays) })}
                {voucher.keepsBalance && voucherLeft > 0 ? ` ${t('buy.voucher.left', { left: formatPounds(voucherLeft) })}` : null}
              </p>
            ) : null}
          </section>
          <StoreCredit offer={creditOffer} choice={creditChoice} onChange={setCreditChoice} pays={creditPays} toPay={toPay} failure={failure?.place === 'storeCredit' ? failure.message : null} failureRef={failureRef} />
          {needsPayment ? (
            <PaymentSection
              offered={paymentTypes}
              notOffered={notOffered}
              chosen={paymentTypeId}
              onChoose={choosePayment}
              savedCards={savedCards}
              savedCardId={savedCardId}
              onChooseSavedCard={setSavedCardId}
              register={register}
              errors={e}
              failure={failure?.place === 'payment' ? failure.message : null}
              failureRef={failureRef}
              openOrder={openOrder}
            />
          ) : null}
        </div>
        <aside className={styles.summary} aria-label={t('buy.summary.label')}>
          <CheckoutSummary
            lines={lines}
            sellCost={basket.summary.sellCost}
            deliveryCharge={basket.summary.deliveryCharge}
            waived={waived}
            voucherPays={voucher ? voucherPays : null}
            storeCreditPays={creditPays > 0 ? creditPays : null}
            toPay={toPay}
            postcode={form.watch('postcode')}
          />
          {needsPayment && paymentTypeId === APPLE_PAY && paymentTypes.some((p) => p.paymentTypeId === APPLE_PAY) ? (
            <ApplePayButton onClick={payByApplePay} busy={busy} />
          ) : (
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('buy.summary.placing') : t('buy.summary.pay', { amount: formatPounds(toPay) })}
            </Button>
          )}
        </aside>
      </form>
    </div>
  );
}
