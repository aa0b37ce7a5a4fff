// The checkout form's rules: §5 address lengths (fields 30, lines 50), a UK postcode, and card
// data well formed before it is sent. yup's default messages are the §5 ones.
import { yup } from '../../form/yup';
import { ADDRESS_FIELD_MAX, ADDRESS_LINE_MAX } from '@shop/shared/rules';

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
    firstName: required(field('First name', ADDRESS_FIELD_MAX), needsAddress),
    lastName: required(field('Last name', ADDRESS_FIELD_MAX), needsAddress),
    line1: required(field('Address line 1', ADDRESS_LINE_MAX), needsAddress),
    line2: field('Address line 2', ADDRESS_LINE_MAX),
    town: required(field('Town or city', ADDRESS_FIELD_MAX), needsAddress),
    county: field('County', ADDRESS_FIELD_MAX),
    postcode: needsAddress
      ? yup.string().label('Postcode').trim().required().matches(UK_POSTCODE, 'Please enter a full UK postcode, for example SW11 1NZ.')
      : yup.string(),
    phone: yup.string().label('Phone').trim().max(20).matches(/^[0-9 +()-]*$/, 'Please enter a phone number with digits only.'),
    cardNumber: needsCard
      ? yup.string().label('Card number').trim().required().matches(/^[0-9 -]{12,23}$/, 'Please enter the long number on your card.')
      : yup.string(),
    cardExpiry: needsCard
      ? yup.string().label('Expiry date').required().test('expiry', 'Please enter the expiry date as MM/YY.', (v) => parseExpiry(v ?? '') !== null)
      : yup.string(),
    cardCvc: needsCard ? yup.string().label('Security code').required().matches(/^[0-9]{3,4}$/, 'Please enter the 3 or 4 digits on the back of your card.') : yup.string(),
    cardName: needsCard ? yup.string().label('Name on card').trim().required().max(60) : yup.string(),
    savedCvc: payWithSaved ? yup.string().label('Security code').required().matches(/^[0-9]{3,4}$/, 'Please enter the 3 or 4 digits on the back of your card.') : yup.string(),
    saveCard: yup.boolean(),
  });
}
