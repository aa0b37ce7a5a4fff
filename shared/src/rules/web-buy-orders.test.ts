import { QUOTE_STATES } from '@shop/shared/api';
import { isWebBuyOrderId, RECYCLABLE_QUOTE_STATES, recycleProblem, sellModelUrl, UK_BANK_NAMES } from './web-buy-orders';

describe('web buy order codes', () => {
  it.each(['WB7K3M9Q2X', 'WB00000000', 'WBZZZZZZZZ'])('takes %s', (code) => expect(isWebBuyOrderId(code)).toBe(true));
  // Lower case, I/L/O/U (not Crockford), wrong length or prefix, SQL text, not a string.
  it.each(['wb7k3m9q2x', 'WB7K3M9Q2I', 'WB7K3M9Q2L', 'WB7K3M9Q2O', 'WB7K3M9Q2U', 'WB7K3M9Q2', 'WB7K3M9Q2XX', 'XB7K3M9Q2X', "WB' OR 1=1", 7, null])('refuses %p', (code) => expect(isWebBuyOrderId(code)).toBe(false));
});

describe('UK bank names', () => {
  it('are A-Z with none twice', () => {
    expect([...UK_BANK_NAMES].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(UK_BANK_NAMES);
    expect(new Set(UK_BANK_NAMES).size).toBe(UK_BANK_NAMES.length);
  });
});

describe('recycling an item the shop cannot buy', () => {
  it('takes a returned item once', () => {
    expect(recycleProblem({ state: 'returned', recycleAgreedAt: null })).toBeNull();
    expect(recycleProblem({ state: 'returned', recycleAgreedAt: '2026-11-23T12:00:00.000Z' })).toBe('agreed');
  });
  // Every other state: the shop has bought it, may still buy it, or it never reached the shop.
  it.each(QUOTE_STATES.filter((s) => s !== 'returned'))('refuses an item that is %s', (state) => expect(recycleProblem({ state, recycleAgreedAt: null })).toBe('not-refused'));
  it('is written for returned items only', () => expect(RECYCLABLE_QUOTE_STATES).toEqual(['returned']));
});

describe("a model's sell-to-us questions", () => {
  const pebble = { masterBoxId: 'M147-MAXI-COSI-PEBBLE-360-PRO', categoryId: 147 };
  it('names the model and its kind', () => expect(sellModelUrl(pebble)).toBe('/sell-to-us/quotation-questions?model=M147-MAXI-COSI-PEBBLE-360-PRO&category=147'));
  it('carries the grade it was sold at (issue 37), a grade letter only', () => {
    expect(sellModelUrl(pebble, 'B')).toBe('/sell-to-us/quotation-questions?model=M147-MAXI-COSI-PEBBLE-360-PRO&category=147&grade=B');
    expect(new URL(sellModelUrl(pebble, 'C'), 'https://shop.example').searchParams.get('grade')).toBe('C');
  });
  // Anything that is not a grade code stays out of the address: no order, member or child data can ride on it.
  it.each([null, undefined, '', 'b', 'AB', 'WS500023', 'grace@example.com', 'A&order=WS1'])('leaves %p out', (grade) =>
    expect(sellModelUrl(pebble, grade)).toBe('/sell-to-us/quotation-questions?model=M147-MAXI-COSI-PEBBLE-360-PRO&category=147'),
  );
});
