// Dates as a UK shopper reads them, without Intl (see the shared rules: Intl costs a first render).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-02' or an ISO time: '2 November 2026'. */
export const ukDay = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
