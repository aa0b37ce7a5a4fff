import { useMemo } from 'react';
import { t } from '../i18n';
import { DELIVERY, formatPounds, PAYMENT_IDS, toPence, toPounds } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button, Loader } from '@shop/shared/ui';
import { basketApi } from '../api/basket-api';
import { trackPayment, trackShipping } from '../features/analytics';
import { CARD, PaymentSection } from '../features/checkout/PaymentSection';
import { useBasket } from '../features/basket/useBasket';
import { cardChoiceOf, checkoutSchema, deliveryAddressOf, type CheckoutFormValues } from '../features/checkout/checkout-form';
import { placeOrder, type PlaceOrderInput } from '../features/checkout/place-order';
import { ApplePayCancelled, applePayRequest, payWithApplePay } from '../features/checkout/apple-pay';
import { ApplePayButton } from '../features/checkout/ApplePayButton';
import { DeliveryAddress } from '../features/checkout/DeliveryAddress';
import { CollectLines } from '../features/checkout/CollectLines';
import { showsAtTop, TopFailure } from '../features/checkout/TopFailure';
import { useCheckoutAttempt } from '../features/checkout/use-checkout-attempt';
import { CheckoutSummary } from '../features/checkout/CheckoutSummary';
import { StoreCredit } from '../features/checkout/StoreCredit';
import { useCheckoutGuard } from '../features/checkout/use-checkout-guard';
import { useStoreCredit } from '../features/checkout/use-store-credit';
import { useSavedCardChoice } from '../features/checkout/saved-cards';
import { useCheckoutForm } from '../features/checkout/use-checkout-form';
import { APPLE_PAY, usePaymentTypes } from '../features/checkout/use-payment-types';
import { useVoucher } from '../features/checkout/use-voucher';
import { VoucherSection } from '../features/checkout/VoucherSection';
import { useBasketSettings } from '../features/basket/useBasketSettings';
import styles from '../features/basket-checkout.module.css';

const VOUCHER = PAYMENT_IDS.voucher;
const STORE_CREDIT = PAYMENT_IDS.storeCredit;

function BuyPageLoading() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.buy')}</h1>
      <Loader />
    </div>
  );
}

export function BuyPage() {
  const basket = useBasket();
  const waived = useBasketSettings()?.featureFlags.waiveDeliveryCharge === true;
  const payment = usePaymentTypes();
  const paymentTypeId = payment.chosen;

  const lines = basket.lines;
  const needsAddress = lines.some((l) => l.deliveryMethodId === DELIVERY);
  const total = basket.summary.totalSellCost;
  const memberId = session.memberId();
  const voucherChoice = useVoucher({ memberId, total, sellCost: basket.summary.sellCost });
  const voucher = voucherChoice.applied;
  const voucherPays = voucherChoice.pays;
  // Store credit pays after the voucher (issue 33 §2); none is fine.
  const afterVoucher = toPounds(toPence(total) - toPence(voucherPays));
  const credit = useStoreCredit(memberId, afterVoucher);
  const creditOffer = credit.offer;
  const creditPays = credit.pays;
  const toPay = toPounds(toPence(afterVoucher) - toPence(creditPays));
  const needsPayment = toPay > 0;
  const { savedCards, savedCardId, setSavedCardId } = useSavedCardChoice();
  const payWithSaved = needsPayment && paymentTypeId === CARD && savedCardId !== null;
  const needsCard = needsPayment && paymentTypeId === CARD && !payWithSaved;
  const schema = useMemo(() => checkoutSchema({ needsAddress, needsCard, payWithSaved }), [needsAddress, needsCard, payWithSaved]);
  const { form, lastAddress } = useCheckoutForm(schema);
  const { register, handleSubmit, getValues, formState } = form;

  const attempt = useCheckoutAttempt({ onFailed: credit.reload });
  const { failure, failureRef, busy, attempted } = attempt;
  useCheckoutGuard(basket, attempted);

  /** The order as the form has it; the payment part is added by the card form or Apple Pay. */
  function orderBase(values: CheckoutFormValues, chosen: number): PlaceOrderInput {
    if (needsAddress) trackShipping(lines, total);
    const method = payment.offered.find((p) => p.paymentTypeId === chosen)?.name ?? (chosen === VOUCHER ? 'Voucher' : chosen === STORE_CREDIT ? 'Store credit' : 'Card');
    trackPayment(lines, total, creditPays > 0 && chosen !== STORE_CREDIT ? `Store credit, ${method}` : method);
    return {
      paymentTypeId: chosen,
      expectedTotal: total,
      ...(voucher ? { voucherCode: voucher.code } : {}),
      ...(credit.using ? { useStoreCredit: true, ...(credit.choice.text !== null ? { storeCreditAmount: creditPays } : {}) } : {}),
      ...(needsAddress ? { address: deliveryAddressOf(values) } : {}),
    };
  }

  // Apple Pay's sheet opens in the click itself (Safari's rule); the form is checked while Apple validates the merchant.
  function payByApplePay() {
    if (!attempt.begin()) return;
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
        attempt.setBusy(true);
        const result = await placeOrder({ ...orderBase(getValues(), APPLE_PAY), saved: { applePayToken } });
        if (result.kind !== 'paid') throw new Error('Apple Pay payments have no further check');
        return result.order;
      },
    }).then(attempt.paid, (error) => (error instanceof ApplePayCancelled ? attempt.setBusy(false) : attempt.failed(error)));
  }

  const submit = handleSubmit(async (values) => {
    if (!attempt.begin()) return;
    attempt.setBusy(true);
    const chosen = toPay > 0 ? paymentTypeId : creditPays > 0 ? STORE_CREDIT : VOUCHER;
    try {
      const result = await placeOrder({ ...orderBase(values, chosen), ...cardChoiceOf(values, { needsCard, savedCardId: payWithSaved ? savedCardId : null }) });
      if (result.kind === 'challenge') {
        // The provider's own page (3-D Secure, PayPal, Klarna); it sends the shopper back to /buy/process.
        window.location.assign(result.url);
        return;
      }
      await attempt.paid(result.order);
    } catch (error) {
      await attempt.failed(error);
    }
  });

  if (!basket.ready) return <BuyPageLoading />;

  const e = formState.errors;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pageTitle.buy')}</h1>
      {failure && showsAtTop(failure, { creditShown: creditOffer !== null, needsPayment, needsAddress }) ? <TopFailure failure={failure} failureRef={failureRef} /> : null}
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div>
          {failure?.place === 'address' && needsAddress ? (
            <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert" data-testid="address-error">
              {failure.message}
            </p>
          ) : null}
          {needsAddress ? <DeliveryAddress form={form} lastAddress={lastAddress} /> : null}
          <CollectLines lines={lines} />
          <VoucherSection voucher={voucherChoice} failure={failure?.place === 'voucher' ? failure.message : null} failureRef={failureRef} />
          <StoreCredit offer={creditOffer} choice={credit.choice} onChange={credit.setChoice} pays={creditPays} toPay={toPay} failure={failure?.place === 'storeCredit' ? failure.message : null} failureRef={failureRef} />
          {needsPayment ? (
            <PaymentSection
              offered={payment.offered}
              notOffered={payment.notOffered}
              chosen={paymentTypeId}
              onChoose={payment.choose}
              savedCards={savedCards}
              savedCardId={savedCardId}
              onChooseSavedCard={setSavedCardId}
              register={register}
              errors={e}
              failure={failure?.place === 'payment' ? failure.message : null}
              failureRef={failureRef}
              openOrder={attempt.openOrder}
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
          {needsPayment && paymentTypeId === APPLE_PAY && payment.offered.some((p) => p.paymentTypeId === APPLE_PAY) ? (
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
