// Money in the shop: integer pence in code (every such field or variable named `…Pence`), pounds
// only on the wire (the spec's decimal amounts, e.g. sellPrice 12.5) and on screen through
// formatMoney. These are the conversions between the two; nothing else multiplies or divides by 100.
import { formatMoney } from './host-config';

/** Pounds from the wire (12.5) as integer pence (1250); rounds away float noise (0.1 + 0.2). */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** Integer pence (1250) as the wire's pounds (12.5). */
export const toPounds = (pence: number): number => Math.round(pence) / 100;

/** A wire amount in pounds as the shop writes money: 12.5 -> £12.50. */
export const formatPounds = (pounds: number): string => formatMoney(toPence(pounds));
