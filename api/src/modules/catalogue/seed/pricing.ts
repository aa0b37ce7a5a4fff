// How the shop prices a used item from its new price (RRP), grade and wear, and what it pays a
// member for one (spec §3: sellPrice, cashPrice, exchangePrice). All amounts in pence.
// The seed prices every box with it; the sell-to-us quotes can use buyPrices the same way.

export type Grade = 'A' | 'B' | 'C';

/** Share of the new price a used item sells for, by grade (A like new, B good, C well used). */
export const GRADE_SHARE: Record<Grade, number> = { A: 0.6, B: 0.46, C: 0.34 };

/** Each step of wear within a grade (severity 0, 1 or 2) takes 2% off: never enough to cross a grade. */
export const WEAR_STEP = 0.02;

/** What the shop pays a member, as a share of the item's sell price: exchange (store credit) above cash. */
export const BUY_SHARE = { cash: 0.3, exchange: 0.42 } as const;

/**
 * The shop price at or below an amount: x.49 / x.99 under £20.99, x.99 up to £108.99, then whole
 * pounds ending in 9 (£109, £119, ... £719). Rounding down keeps used below new, and the
 * function never decreases, so a dearer grade can never round below a cheaper one.
 */
export function shopPrice(pence: number): number {
  const p = Math.floor(pence);
  if (p >= 10900) return Math.floor((p - 10900) / 1000) * 1000 + 10900;
  if (p >= 2099) return Math.floor((p + 1) / 100) * 100 - 1;
  if (p >= 49) return Math.floor((p + 1) / 50) * 50 - 1;
  return Math.max(1, p);
}

/** The sell price of a used item: new price × grade share × wear, as a shop price. */
export function sellPrice(newPrice: number, grade: Grade, wearSeverity: number): number {
  const severity = Math.min(2, Math.max(0, Math.trunc(wearSeverity)));
  return shopPrice(newPrice * GRADE_SHARE[grade] * (1 - WEAR_STEP * severity));
}

/**
 * The price a reduced item was before (its "was" price): the sell price marked up by `markUp`
 * (e.g. 1.25), as a shop price, never above the new price. Null when that is not above the sell
 * price (nothing to show as a reduction).
 */
export function wasPrice(sell: number, newPrice: number, markUp: number): number | null {
  const was = shopPrice(Math.min(newPrice, sell * markUp));
  return was > sell ? was : null;
}

/** Rounded down to a tidy amount: 10p steps under £10, 50p under £100, whole pounds above. */
export function tidyDown(pence: number): number {
  const step = pence < 1000 ? 10 : pence < 10000 ? 50 : 100;
  return Math.floor(pence / step) * step;
}

/** What the shop pays a member for an item it will sell at `sell`: cash, and more in exchange (store credit). */
export function buyPrices(sell: number): { cash: number; exchange: number } {
  const exchange = tidyDown(sell * BUY_SHARE.exchange);
  const cash = Math.max(0, Math.min(tidyDown(sell * BUY_SHARE.cash), exchange - 10));
  return { cash, exchange };
}
