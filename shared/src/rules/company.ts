// The company behind the shop, written once: the terms, the privacy policy and the press
// boilerplate quote it through content placeholders ({company.number}...), so a change of
// registered office is one edit here, not a hunt through the shop's pages (issue 33 §5).
export const COMPANY = {
  tradingName: 'Little Loop',
  legalName: 'Little Loop Retail Ltd',
  registeredIn: 'England and Wales',
  /** Companies House number. */
  number: '09482716',
  registeredOffice: '3 Friar Lane, Leicester LE1 5RA',
} as const;
