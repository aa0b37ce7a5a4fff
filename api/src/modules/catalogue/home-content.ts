// The home page's content as the §6 flags allow it: while selling to the shop is off, no link
// leads to /sell-to-us; while price reductions are off, none leads to the reduced listing. The
// answer says whether the page may offer selling (its own 'Sell to us' button).
const sellToUsHref = (href: string) => /^\/sell-to-us(\/|\?|#|$)/.test(href);
const reducedListingHref = (href: string) => /^\/products\?(.*&)?priceReduced=1(&|#|$)/.test(href);

type Link = { label: string; href: string };
type QuickLinks = { top?: Link[]; bottom?: Link[] };

export interface HomeFlags {
  sellToUsEnabled?: boolean;
  priceReductionOnBoxes?: boolean;
}

export function homeContentFor<T extends { quickLinks?: QuickLinks }>(content: T, flags: HomeFlags): T & { offersSelling: boolean } {
  const offersSelling = flags.sellToUsEnabled !== false;
  const reductions = flags.priceReductionOnBoxes !== false;
  const allowed = (l: Link) => (offersSelling || !sellToUsHref(l.href)) && (reductions || !reducedListingHref(l.href));
  const q = content.quickLinks;
  return { ...content, ...(q ? { quickLinks: { ...q, top: q.top?.filter(allowed), bottom: q.bottom?.filter(allowed) } } : {}), offersSelling };
}
