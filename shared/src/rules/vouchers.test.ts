import { exampleVoucher } from './testing';
import { spendableVouchers, voucherSplit, type MemberVoucher } from './vouchers';

const voucher = (over: Partial<MemberVoucher>) => exampleVoucher({ balance: 45.5, ...over });

describe('voucherSplit', () => {
  it('keeps what a smaller basket leaves, to the penny', () => {
    expect(voucherSplit(45.5, 8.48)).toEqual({ pays: 8.48, left: 37.02 });
  });
  it('pays the whole balance towards a bigger basket, leaving nothing', () => {
    expect(voucherSplit(37.02, 52.99)).toEqual({ pays: 37.02, left: 0 });
  });
});

describe('spendableVouchers', () => {
  it('offers only active vouchers with something left', () => {
    const list = [voucher({ code: 'A' }), voucher({ code: 'B', balance: 0, status: 'used' }), voucher({ code: 'C', status: 'expired' }), voucher({ code: 'D', status: 'reserved' })];
    expect(spendableVouchers(list).map((v) => v.code)).toEqual(['A']);
  });
});
