import { cardCvcProblem, cardDataProblem, cardExpiryProblem, cardNumberProblem, luhnValid } from './card-data';

const NOW = new Date('2026-12-06T12:00:00Z');
const GOOD = { number: '4242 4242 4242 4242', expiryMonth: 1, expiryYear: 2029, cvc: '123', holderName: 'Amira Khan' };

describe('card data (§8 1520), as the form and the API check it', () => {
  it('checks the number by Luhn, with spaces or dashes between groups', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('number');
    expect(cardNumberProblem('4242')).toBe('number');
    expect(cardNumberProblem('4242 abcd 4242 4242')).toBe('number');
  });

  it('refuses an expiry in the past, and takes the card to the end of its month', () => {
    expect(cardExpiryProblem(1, 2020, NOW)).toBe('expired');
    expect(cardExpiryProblem(11, 2026, NOW)).toBe('expired');
    expect(cardExpiryProblem(12, 2026, NOW)).toBeNull();
    expect(cardExpiryProblem(13, 2027, NOW)).toBe('expiry');
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    expect(cardCvcProblem('123', '4242424242424242')).toBeNull();
    expect(cardCvcProblem('1234', '4242424242424242')).toBe('cvc');
    expect(cardCvcProblem('123', '378282246310005')).toBe('cvc');
    expect(cardCvcProblem('1234', '378282246310005')).toBeNull();
    expect(cardCvcProblem('12')).toBe('cvc');
  });

  it('names the first problem of a card, or none', () => {
    expect(cardDataProblem(GOOD, NOW)).toBeNull();
    expect(cardDataProblem({ ...GOOD, expiryMonth: 1, expiryYear: 2020 }, NOW)).toBe('expired');
    expect(cardDataProblem({ ...GOOD, holderName: '  ' }, NOW)).toBe('name');
  });
});
