import { formatPounds, toPence, toPounds } from './money';

describe('money: pence in code, pounds on the wire', () => {
  it('turns pounds into whole pence, float noise rounded away', () => {
    expect(toPence(12.5)).toBe(1250);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(-0.05)).toBe(-5);
  });
  it('turns pence into pounds, and back to the same pence', () => {
    expect(toPounds(1250)).toBe(12.5);
    expect(toPounds(1999)).toBe(19.99);
    for (const pence of [0, 1, 99, 1005, 123456]) expect(toPence(toPounds(pence))).toBe(pence);
  });
  it('writes a wire amount as the shop writes money', () => {
    expect(formatPounds(12.5)).toBe('£12.50');
    expect(formatPounds(1234.56)).toBe('£1,234.56');
    expect(formatPounds(0.1 + 0.2)).toBe('£0.30');
  });
});
