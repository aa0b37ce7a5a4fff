import { failurePlace } from './checkout-failure';

describe('where checkout shows a refusal', () => {
  it('puts the card provider and card data codes beside the card', () => {
    for (const code of [1520, 50002, 1656, 5]) expect(failurePlace(code)).toBe('payment');
  });
  it('puts address, voucher and basket codes beside what must change', () => {
    expect(failurePlace(1602)).toBe('address');
    expect(failurePlace(50013)).toBe('address');
    expect(failurePlace(1041)).toBe('address');
    expect(failurePlace(1165)).toBe('voucher');
    expect(failurePlace(1018)).toBe('voucher');
    expect(failurePlace(50023)).toBe('basket');
    expect(failurePlace(50003)).toBe('basket');
    expect(failurePlace('C001')).toBe('basket');
  });
  it('puts the store credit codes beside the store credit choice (issue 33 §2)', () => {
    expect(failurePlace('STORE_CREDIT_SHORT')).toBe('storeCredit');
    expect(failurePlace('STORE_CREDIT_NOT_ALLOWED')).toBe('storeCredit');
  });
  it('keeps anything else at the top of the page', () => {
    expect(failurePlace('C000')).toBe('page');
    expect(failurePlace(undefined)).toBe('page');
    expect(failurePlace(-1)).toBe('page');
  });
});
