// The wizard's steps, in order, as paths of the shared route table (a renamed route breaks here,
// at import, not as a dead link). The quote travels in the URL (?quote=), so a reload or the
// sign-in the host asks for on a guarded step comes back to the same place.
import { routesOwnedBy } from '@shop/shared/routes';
import { modelDisplayName, sellModelUrl } from '@shop/shared/rules';

const owned = new Set(routesOwnedBy('sell-to-us').map((r) => r.path));
const step = (path: string) => {
  if (!owned.has(path)) throw new Error(`sell-to-us: ${path} is not in the route table`);
  return path;
};

export const STEPS = {
  start: step('/sell-to-us'),
  supercats: step('/sell-to-us/supercats'),
  category: step('/sell-to-us/category'),
  questions: step('/sell-to-us/quotation-questions'),
  upload: step('/sell-to-us/upload'),
  thankYou: step('/sell-to-us/thank-you'),
} as const;

/** A department's or kind's id from the address (a positive whole number), else undefined. */
export const idOf = (value: string | null) => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined);

/** Where choosing a model leads: the questions step, which starts the quote once signed in. */
/** A model's questions, which start its quote (the shared URL: My account links here too). */
export const startQuoteHref = sellModelUrl;

/** A guest's price for a model: its questions on the public start page, then the exact offer (issue 32 §6). */
export const guestPriceHref = (model: { masterBoxId: string; categoryId: number }) => `${STEPS.start}?${new URLSearchParams({ model: model.masterBoxId, category: String(model.categoryId) })}`;

/** A department's kinds of item, or one kind's models (the funnel as pages). */
export const departmentHref = (superCatId: number) => `${STEPS.category}?${new URLSearchParams({ superCatId: String(superCatId) })}`;
export const categoryHref = (categoryId: number, superCatId?: number) => `${STEPS.category}?${new URLSearchParams({ ...(superCatId ? { superCatId: String(superCatId) } : {}), categoryId: String(categoryId) })}`;

export const quoteHref = (path: string, quoteId: string) => `${path}?${new URLSearchParams({ quote: quoteId })}`;

/** A model's name as shown, the brand said once (the shop's one helper, shared rules). */
export const modelTitle = modelDisplayName;
