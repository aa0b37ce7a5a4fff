import { formatMoney } from '@shop/shared/rules';

/** Pounds (as the API gives them) in the UK format: £12.50. */
export const money = (pounds: number) => formatMoney(Math.round(pounds * 100));
