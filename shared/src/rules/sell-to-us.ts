// The sell-to-us buy-in funnel (spec §5): the only categories a member can sell to the shop.
// The catalogue seeds these ids on the 14 categories the shop really buys (see the README).

export const SELL_TO_US_CATEGORY_IDS = [80, 83, 86, 88, 90, 147, 155, 156, 158, 160, 161, 162, 311, 348] as const;

const FUNNEL = new Set<number>(SELL_TO_US_CATEGORY_IDS);

/** Whether the funnel takes a category (§5); anything else is answered 1011. */
export const isSellToUsCategory = (categoryId: unknown): boolean => typeof categoryId === 'number' && FUNNEL.has(categoryId);

/** The car-seat categories: they carry the safety questions (standard, expiry, collision) and the recall check. */
export const CAR_SEAT_CATEGORY_IDS = [147, 155, 156, 158] as const;

export const isCarSeatCategory = (categoryId: number): boolean => (CAR_SEAT_CATEGORY_IDS as readonly number[]).includes(categoryId);

/**
 * A model's name as a parent reads it, the brand said once: model names often start with their
 * brand already ('Joie' + 'Joie Versatrax' is 'Joie Versatrax', never 'Joie Joie Versatrax').
 * The one place brand and model are put together: pages, e-mails, the staff CLI, box names.
 */
export function modelDisplayName(brand: string, model: string): string {
  const b = brand.trim();
  const m = model.trim();
  if (!b) return m;
  const lower = m.toLowerCase();
  const bl = b.toLowerCase();
  return lower === bl || lower.startsWith(`${bl} `) ? m : `${b} ${m}`;
}
