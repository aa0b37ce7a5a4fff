// Product recalls the wizard checks every item against (seeded here; a later task can load them
// from the OPSS feed). Real UK and EU recalls of car seats and nursery kit, each with the public
// page that reported it. The UK's own list is the Office for Product Safety and Standards'
// "Product safety alerts, reports and recalls": RECALL_LIST_URL.

export const RECALL_LIST_URL = 'https://www.gov.uk/product-safety-alerts-reports-recalls';

export interface Recall {
  recallId: string;
  brand: string;
  /** Words in the model's name that identify it (lower case, no accents). */
  model: string;
  /** The product as the recall names it. */
  product: string;
  hazard: string;
  /** Made between these days (inclusive), when the recall is by date. */
  madeFrom?: string;
  madeTo?: string;
  /** Affected batch or serial codes, when the recall is by code; or a range of codes of one form. */
  batches?: string[];
  batchRange?: [string, string];
  /** Who published it, and where to read it. */
  authority: string;
  source: string;
}

export const RECALLS: readonly Recall[] = [
  {
    recallId: 'maxi-cosi-familyfix-slide-pro-base',
    brand: 'Maxi-Cosi',
    model: 'familyfix slide pro',
    product: 'Maxi-Cosi FamilyFix Slide Pro car seat base',
    hazard: 'The fitting indicator can show green when the seat is not fully attached, so the seat could move or come off the base.',
    madeFrom: '2025-09-06',
    madeTo: '2026-03-24',
    authority: 'Office for Product Safety and Standards (UK)',
    source: 'https://vested.news/story/uk-recall-alert-issued-for-car-seat-base-that-poses-risk-of-injuries-to-children/',
  },
  {
    recallId: 'kinderkraft-i-care',
    brand: 'Kinderkraft',
    model: 'i care',
    product: 'Kinderkraft I-CARE car seat',
    hazard: 'The carry handle fastener can loosen, so the seat can fall when carried outside the car.',
    batchRange: ['23W17', '23W46'],
    authority: 'Office for Product Safety and Standards (UK)',
    source: 'https://businessfast.co.uk/?p=1922175',
  },
  {
    recallId: 'halfords-essentials-nyala-r129',
    brand: 'Halfords',
    model: 'nyala',
    product: 'Halfords Essentials Nyala R129 car seat',
    hazard: 'In extreme temperatures the plastic buckle can deform and may not hold in an accident.',
    madeFrom: '2023-03-01',
    madeTo: '2023-05-31',
    batches: ['211X', '223X'],
    authority: 'Office for Product Safety and Standards (UK)',
    source: 'https://eveningmailuk.com/popular-child-seat-sold-at-halfords-urgently-recalled-over-risk-of-injuries-as-parents-warned-stop-using-immediately',
  },
  {
    recallId: 'halfords-backless-booster',
    brand: 'Halfords',
    model: 'backless booster',
    product: 'Halfords Own and Halfords Disney backless booster seats',
    hazard: 'The seat may not protect a child in a side impact.',
    batches: ['23056', '23121', '23139'],
    authority: 'Halfords (UK)',
    source: 'https://britbrief.co.uk/business/consumers/urgent-halfords-child-booster-seat-recallsafety-warning.html',
  },
  {
    recallId: 'bugaboo-giraffe-highchair',
    brand: 'Bugaboo',
    model: 'giraffe',
    product: 'Bugaboo Giraffe highchair',
    hazard: 'If the leg screws are not fully tight, the legs can come away from the frame while a child sits in the baby set.',
    batches: ['200001001', '200001002', '200001005', '200001007', '200001013'],
    authority: 'Office for Product Safety and Standards (UK)',
    source: 'https://www.americanpolibeat.com/parents-warned-to-make-immediate-change-to-popular-bugaboo-highchair-as-children-are-at-risk-of-injuries',
  },
  {
    recallId: 'mamas-papas-mercury',
    brand: 'Mamas & Papas',
    model: 'mercury',
    product: 'Mamas & Papas Mercury Group 1, Group 1-2-3 and Group 2-3 car seats (sold by Argos)',
    hazard: 'The shell can crack in an accident and then cannot protect the child.',
    authority: 'Argos (UK)',
    source: 'https://www.bitterwallet.com/recalls/recall-on-childrens-car-seats-91883',
  },
  {
    recallId: 'bebehut-bab001d',
    brand: 'Bebehut',
    model: 'bab001d',
    product: 'Bebehut Group 1/2/3 car seat BAB001D, blue (EU Safety Gate alert A12/0334/16)',
    hazard: 'The harness mechanism at the shoulders can break in an accident or under hard braking.',
    madeFrom: '2015-07-01',
    madeTo: '2015-11-30',
    authority: 'EU Safety Gate (RAPEX), notified by the United Kingdom',
    source: 'https://www.produktwarnung.eu/2016/03/24/rapex-meldung-rueckruf-wegen-sicherheitsmaengeln-kinder-autositz-von-bebehut/2263',
  },
];
