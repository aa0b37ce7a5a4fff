// Product recalls the wizard checks every item against (seeded here; a later task can load them
// from the OPSS feed). Real UK and EU recalls of car seats and nursery kit. Each names its public
// source: the UK's own list, the Office for Product Safety and Standards' "Product safety alerts,
// reports and recalls" (RECALL_LIST_URL), where the product's name finds the notice. A notice's
// own address is given only once checked against the page itself; none could be here, so every
// entry cites the list, and `notice` says which notice it is (its title, number or date).

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
  /** Who published it, and where to read it: the gov.uk OPSS list, or a notice's own page on it. */
  authority: string;
  source: string;
  /** Which notice it is, to find it at the source: its title, number or date. */
  notice: string;
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
    source: RECALL_LIST_URL,
    notice: 'OPSS product recall, 2026: Maxi-Cosi FamilyFix Slide Pro Base, made 6 September 2025 to 24 March 2026 (Maxi-Cosi’s own check asks for the Ref and Date on the base’s label)',
  },
  {
    recallId: 'kinderkraft-i-care',
    brand: 'Kinderkraft',
    model: 'i care',
    product: 'Kinderkraft I-CARE car seat',
    hazard: 'The carry handle fastener can loosen, so the seat can fall when carried outside the car.',
    batchRange: ['23W17', '23W46'],
    authority: 'Office for Product Safety and Standards (UK)',
    source: RECALL_LIST_URL,
    notice: 'OPSS product recall: Kinderkraft I-CARE car seat, batch numbers 23W17 to 23W46 (Kinderkraft runs a free exchange)',
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
    source: RECALL_LIST_URL,
    notice: 'OPSS product recall: Halfords Essentials Nyala R129 Car Seat, batches 211X and 223X, made March to May 2023',
  },
  {
    recallId: 'halfords-backless-booster',
    brand: 'Halfords',
    model: 'backless booster',
    product: 'Halfords Own and Halfords Disney backless booster seats',
    hazard: 'The seat may not protect a child in a side impact.',
    batches: ['23056', '23121', '23139'],
    authority: 'Halfords (UK)',
    source: RECALL_LIST_URL,
    notice: 'Halfords recall notice: Halfords Own and Halfords Disney Backless Booster Seats, batch codes 23056, 23121, 23139',
  },
  {
    recallId: 'bugaboo-giraffe-highchair',
    brand: 'Bugaboo',
    model: 'giraffe',
    product: 'Bugaboo Giraffe highchair',
    hazard: 'If the leg screws are not fully tight, the legs can come away from the frame while a child sits in the baby set.',
    batches: ['200001001', '200001002', '200001005', '200001007', '200001013'],
    authority: 'Office for Product Safety and Standards (UK)',
    source: RECALL_LIST_URL,
    notice: 'OPSS product recall: Bugaboo Giraffe highchair (with baby set), batches 200001001, 200001002, 200001005, 200001007, 200001013; Bugaboo sends a free repair kit',
  },
  {
    recallId: 'mamas-papas-mercury',
    brand: 'Mamas & Papas',
    model: 'mercury',
    product: 'Mamas & Papas Mercury Group 1, Group 1-2-3 and Group 2-3 car seats (sold by Argos)',
    hazard: 'The shell can crack in an accident and then cannot protect the child.',
    authority: 'Argos (UK)',
    source: RECALL_LIST_URL,
    notice: 'Argos recall notice, May 2016: Mamas & Papas Mercury Group 1, 1-2-3 and 2-3 car seats (Argos catalogue numbers 297/7526, 411/9100, 305/6037, 397/9530, 245/4829)',
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
    source: RECALL_LIST_URL,
    notice: 'EU Safety Gate (RAPEX) alert A12/0334/16, notified by the United Kingdom: Bebehut Group 1/2/3 car seat BAB001D, blue',
  },
];
