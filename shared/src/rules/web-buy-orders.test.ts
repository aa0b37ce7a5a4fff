import { isWebBuyOrderId, UK_BANK_NAMES } from './web-buy-orders';

describe('web buy order codes', () => {
  it.each(['WB7K3M9Q2X', 'WB00000000', 'WBZZZZZZZZ'])('takes %s', (code) => expect(isWebBuyOrderId(code)).toBe(true));
  // Lower case, I/L/O/U (not Crockford), wrong length or prefix, SQL text, not a string.
  it.each(['wb7k3m9q2x', 'WB7K3M9Q2I', 'WB7K3M9Q2L', 'WB7K3M9Q2O', 'WB7K3M9Q2U', 'WB7K3M9Q2', 'WB7K3M9Q2XX', 'XB7K3M9Q2X', "WB' OR 1=1", 7, null])('refuses %p', (code) =>
    expect(isWebBuyOrderId(code)).toBe(false),
  );
});

describe('UK bank names', () => {
  it('are A-Z with none twice', () => {
    expect([...UK_BANK_NAMES].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(UK_BANK_NAMES);
    expect(new Set(UK_BANK_NAMES).size).toBe(UK_BANK_NAMES.length);
  });
});
