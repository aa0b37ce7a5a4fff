import { checkoutSchema, EMPTY_FORM } from './checkout-form';

const schema = checkoutSchema({ needsAddress: false, needsCard: true });
const CARD = { ...EMPTY_FORM, cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Amira Khan' };
const problems = async (values: typeof CARD) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => [e.path, e.message]));
  }
};

describe('the checkout form catches card mistakes before any order is made', () => {
  it('takes a well-formed card', async () => {
    expect(await problems(CARD)).toEqual({});
  });
  it('refuses an expiry date in the past, with its own words', async () => {
    expect((await problems({ ...CARD, cardExpiry: '01/20' })).cardExpiry).toMatch(/expired/);
  });
  it('refuses a number that fails the Luhn check', async () => {
    expect((await problems({ ...CARD, cardNumber: '4242 4242 4242 4241' })).cardNumber).toMatch(/not a valid card number/);
  });
  it('wants 3 digits of security code, 4 for American Express', async () => {
    expect((await problems({ ...CARD, cardCvc: '1234' })).cardCvc).toMatch(/3 digits/);
    expect(await problems({ ...CARD, cardNumber: '3782 822463 10005', cardCvc: '1234' })).toEqual({});
    expect((await problems({ ...CARD, cardNumber: '3782 822463 10005', cardCvc: '123' })).cardCvc).toMatch(/American Express/);
  });
});
