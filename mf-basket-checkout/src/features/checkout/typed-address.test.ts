import { EMPTY_FORM } from './checkout-form';
import { forgetTypedAddress, keepTypedAddress, typedAddress } from './typed-address';

describe('the address typed at checkout, kept for a reload in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the address and names, never the card', () => {
    keepTypedAddress({ ...EMPTY_FORM, firstName: 'Amira', line1: '12 Lavender Hill', postcode: 'SW11 1NZ', cardNumber: '4242424242424242', cardCvc: '123', cardExpiry: '01/30' });
    const stored = sessionStorage.getItem('shop:checkout-typed')!;
    expect(stored).not.toMatch(/4242|123|01\/30/);
    expect(typedAddress()).toEqual({ firstName: 'Amira', line1: '12 Lavender Hill', postcode: 'SW11 1NZ' });
  });

  it('forgets it once the order is paid', () => {
    keepTypedAddress({ ...EMPTY_FORM, town: 'Leeds' });
    forgetTypedAddress();
    expect(typedAddress()).toEqual({});
  });
});
