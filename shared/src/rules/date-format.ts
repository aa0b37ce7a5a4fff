// Intl loads its calendar data on a page's first DateTimeFormat: 15-25 ms on a desktop, four
// times that on a phone. A formatter made when its module loads charges that to every page that
// loads the module (the rules load on every page), so it is made on its first use instead.

/** An en-GB date formatter with these options, made the first time it formats. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'> {
  let made: Intl.DateTimeFormat | null = null;
  const formatter = () => (made ??= new Intl.DateTimeFormat('en-GB', options));
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

const monthYear = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A 'YYYY-MM' month as a parent reads it: 'May 2026'. */
export const monthText = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));
