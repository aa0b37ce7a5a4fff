import { orderPayments, storeCreditSplit } from './store-credit';

describe('storeCreditSplit', () => {
  it('pays as much as covers what is due, never more than the balance', () => {
    expect(storeCreditSplit(43.5, 20)).toEqual({ pays: 20, left: 23.5 });
    expect(storeCreditSplit(12.25, 30.99)).toEqual({ pays: 12.25, left: 0 });
  });
  it('pays what was asked for, within the balance and what is due', () => {
    expect(storeCreditSplit(43.5, 30, 10)).toEqual({ pays: 10, left: 33.5 });
    expect(storeCreditSplit(43.5, 30, 50)).toEqual({ pays: 30, left: 13.5 });
    expect(storeCreditSplit(5, 30, 10)).toEqual({ pays: 5, left: 0 });
    expect(storeCreditSplit(0.1 + 0.2, 1)).toEqual({ pays: 0.3, left: 0 });
  });
});

describe('orderPayments', () => {
  it('lists voucher, store credit and card in that order, leaving out what paid nothing', () => {
    const base = { voucherCode: 'SELL-ABCD', voucherAmount: 5, storeCreditAmount: 10, toPay: 7.49, paymentTypeId: 20, method: 'Debit or credit card' };
    expect(orderPayments(base)).toEqual([
      { paymentTypeId: 12, method: 'Voucher', amount: 5, reference: 'SELL-ABCD' },
      { paymentTypeId: 30, method: 'Store credit', amount: 10, reference: null },
      { paymentTypeId: 20, method: 'Debit or credit card', amount: 7.49, reference: null },
    ]);
    expect(orderPayments({ ...base, voucherCode: null, voucherAmount: 0, toPay: 0, paymentTypeId: 30, method: 'Store credit' })).toEqual([{ paymentTypeId: 30, method: 'Store credit', amount: 10, reference: null }]);
  });
});
