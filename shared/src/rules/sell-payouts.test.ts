import { payoutAmount, payoutTypeOf, REVISION_TOLERANCE_CHOICES, REVISION_TOLERANCE_MAX, toleranceProblem, withinTolerance } from './sell-payouts';

const offered = { offerCash: 6000, offerExchange: 7200, revisedCash: null, revisedExchange: null };

describe('sell-to-us payouts', () => {
  it('pays a voucher from the exchange offer and the others from the cash offer', () => {
    expect(payoutTypeOf('voucher')).toBe('exchange');
    expect(payoutTypeOf('bank')).toBe('cash');
    expect(payoutTypeOf('charity')).toBe('cash');
    expect(payoutAmount('voucher', offered)).toBe(7200);
    expect(payoutAmount('bank', offered)).toBe(6000);
    expect(payoutAmount('charity', offered)).toBe(6000);
  });

  it('pays the revised offer once inspection changed it, the offer otherwise', () => {
    const revised = { ...offered, revisedCash: 5100, revisedExchange: 6120 };
    expect(payoutAmount('bank', revised)).toBe(5100);
    expect(payoutAmount('voucher', revised)).toBe(6120);
    // A revision to nothing is still a revision (0 is not "no revision").
    expect(payoutAmount('bank', { ...offered, revisedCash: 0, revisedExchange: 0 })).toBe(0);
    expect(payoutAmount('bank', { offerCash: null, offerExchange: null, revisedCash: null, revisedExchange: null })).toBeNull();
  });

  it('takes tolerances from none to £20, never more than the offer', () => {
    for (const t of REVISION_TOLERANCE_CHOICES) expect(toleranceProblem(t, 6000)).toBeNull();
    expect(toleranceProblem(REVISION_TOLERANCE_MAX, 6000)).toBeNull();
    expect(toleranceProblem(REVISION_TOLERANCE_MAX + 1, 6000)).toBe('range');
    expect(toleranceProblem(-1, 6000)).toBe('range');
    expect(toleranceProblem(2.5, 6000)).toBe('range');
    expect(toleranceProblem(Number.NaN, 6000)).toBe('range');
    expect(toleranceProblem(500, 400)).toBe('offer');
    expect(toleranceProblem(400, 400)).toBeNull();
  });

  it('lets a revision through without asking when it is within the tolerance', () => {
    expect(withinTolerance('bank', { ...offered, revisedCash: 5500 }, 500)).toBe(true);
    expect(withinTolerance('bank', { ...offered, revisedCash: 5499 }, 500)).toBe(false);
    expect(withinTolerance('bank', { ...offered, revisedCash: 6500 }, 0)).toBe(true);
    expect(withinTolerance('voucher', { ...offered, revisedCash: 100, revisedExchange: 7000 }, 200)).toBe(true);
    expect(withinTolerance('bank', offered, 0)).toBe(true);
  });
});
