// The checkout form's rules: §5 address lengths (fields 30, lines 50), a UK postcode, and card
// data well formed before any order is made (issue 30: Luhn, an expiry in the past, the CVC's
// length for the card's scheme), by the same rules the API checks (§8 1520). yup's default
// messages are the §5 ones.
import { ADDRESS_FIELD_MAX, ADDRESS_LINE_MAX, type DeliveryAddress } from '@shop/shared/api';
import { t } from '../../i18n';
import { yup } from '../../form/yup';
import type { PlaceOrderInput } from './place-order';
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem } from '@shop/shared/rules';

export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
  phone: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
  /** The security code typed for a saved card. */
  savedCvc: string;
  saveCard: boolean;
}

export const EMPTY_FORM: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  town: '',
  county: '',
  postcode: '',
  phone: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardName: '',
  savedCvc: '',
  saveCard: false,
};

const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/** MM/YY as typed by a shopper; null when it is not a month and year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(0?[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(text);
  if (!m) return null;
  const year = Number(m[2]!.length === 2 ? `20${m[2]}` : m[2]);
  return { month: Number(m[1]), year };
}

/** needsCard: a typed card is needed; payWithSaved: a saved card is chosen (only its CVV is typed). */
export function checkoutSchema({ needsAddress, needsCard, payWithSaved = false }: { needsAddress: boolean; needsCard: boolean; payWithSaved?: boolean }) {
  const field = (label: string, max: number) => yup.string().label(label).trim().max(max);
  const required = (s: yup.StringSchema, on: boolean) => (on ? s.required() : s);
  return yup.object({
    firstName: required(field(t('buy.address.firstName'), ADDRESS_FIELD_MAX), needsAddress),
    lastName: required(field(t('buy.address.lastName'), ADDRESS_FIELD_MAX), needsAddress),
    line1: required(field(t('buy.address.line1'), ADDRESS_LINE_MAX), needsAddress),
    line2: field(t('buy.address.line2'), ADDRESS_LINE_MAX),
    town: required(field(t('buy.address.town'), ADDRESS_FIELD_MAX), needsAddress),
    county: field(t('buy.address.county'), ADDRESS_FIELD_MAX),
    postcode: needsAddress ? yup.string().label(t('buy.address.postcode')).trim().required().matches(UK_POSTCODE, t('buy.address.badPostcode')) : yup.string(),
    phone: yup
      .string()
      .label(t('buy.address.phone'))
      .trim()
      .max(20)
      .matches(/^[0-9 +()-]*$/, t('buy.address.badPhone')),
    cardNumber: needsCard
      ? yup
          .string()
          .label(t('buy.card.number'))
          .trim()
          .required()
          .test('luhn', t('buy.card.badNumber'), (v) => cardNumberProblem(v ?? '') === null)
      : yup.string(),
    cardExpiry: needsCard
      ? yup
          .string()
          .label(t('buy.card.expiry'))
          .required()
          .test('expiry', t('buy.card.badExpiry'), (v) => parseExpiry(v ?? '') !== null)
          .test('not-expired', t('buy.card.expired'), (v) => {
            const expiry = parseExpiry(v ?? '');
            return expiry === null || cardExpiryProblem(expiry.month, expiry.year) === null;
          })
      : yup.string(),
    cardCvc: needsCard
      ? yup
          .string()
          .label(t('buy.card.cvc'))
          .required()
          .test('cvc', t('buy.card.badCvc'), function (v) {
            return cardCvcProblem(v ?? '', this.parent.cardNumber ?? '') === null;
          })
      : yup.string(),
    cardName: needsCard ? yup.string().label(t('buy.card.name')).trim().required().max(60) : yup.string(),
    savedCvc: payWithSaved
      ? yup
          .string()
          .label(t('buy.card.cvc'))
          .required()
          .matches(/^[0-9]{3,4}$/, t('buy.card.badCvc'))
      : yup.string(),
    saveCard: yup.boolean(),
  });
}

/** The delivery address as the order takes it: trimmed, optional lines left out when empty. */
export function deliveryAddressOf(values: CheckoutFormValues): DeliveryAddress {
  const optional = (name: 'line2' | 'county' | 'phone') => (values[name].trim() ? { [name]: values[name].trim() } : {});
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    line1: values.line1.trim(),
    ...optional('line2'),
    town: values.town.trim(),
    ...optional('county'),
    postcode: values.postcode.trim(),
    ...optional('phone'),
  };
}

/** The card part of an order: the typed card (and 'save it') or a saved card with its CVC; nothing when neither pays. */
export function cardChoiceOf(values: CheckoutFormValues, { needsCard, savedCardId }: { needsCard: boolean; savedCardId: string | null }): Pick<PlaceOrderInput, 'card' | 'saved'> {
  if (savedCardId !== null) return { saved: { storedCard: { cardTokenId: savedCardId, cvc: values.savedCvc } } };
  const expiry = parseExpiry(values.cardExpiry);
  if (!needsCard || !expiry) return {};
  return {
    card: { number: values.cardNumber.replace(/[\s-]/g, ''), expiryMonth: expiry.month, expiryYear: expiry.year, cvc: values.cardCvc, holderName: values.cardName.trim() },
    ...(values.saveCard ? { saved: { saveCard: true } } : {}),
  };
}
