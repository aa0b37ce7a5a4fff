// The questions of the sell-to-us wizard (spec §7 'Quotations' GET questions, 'Attributes' GET
// buyinwizards), per funnel category: condition, what is included, faults and age for
// everything; for car seats the seat's standard, dates of manufacture and expiry and whether it
// has been in a collision. Each answer carries its effect on the offer (offer.ts) or, for a
// car seat we may not buy, the reason (car-seat-safety.ts). A question's shape is the wire
// contract the wizard reads too (QuoteQuestion, @shop/shared/api).
import type { QuoteQuestion } from '@shop/shared/api';
import { isCarSeatCategory, toPence } from '@shop/shared/rules';
import { GRADES } from '../catalogue/reference.js';

const condition: QuoteQuestion = {
  questionId: 'condition',
  text: 'What condition is it in?',
  type: 'single',
  required: true,
  options: GRADES.map((g) => ({
    answerId: g.grade,
    text: `${g.name}: ${g.description}`,
    ...(g.grade === 'A' ? {} : { effect: { grade: g.grade as 'B' | 'C' } }),
  })),
};

const age: QuoteQuestion = {
  questionId: 'age',
  text: 'How old is it?',
  type: 'single',
  required: true,
  options: [
    { answerId: 'under-1', text: 'Under a year' },
    { answerId: '1-2', text: '1 to 2 years', effect: { percent: 5 } },
    { answerId: '2-4', text: '2 to 4 years', effect: { percent: 10 } },
    { answerId: 'over-4', text: 'Over 4 years', effect: { percent: 20 } },
  ],
};

const included = (parts: Array<[string, string, number]>): QuoteQuestion => ({
  questionId: 'included',
  text: 'What is included? Tick everything you will send.',
  type: 'included',
  required: true,
  options: parts.map(([answerId, text, cost]) => ({ answerId, text, effect: { pence: toPence(cost) } })),
});

const faults = (list: Array<[string, string, number | 'refuse']>): QuoteQuestion => ({
  questionId: 'faults',
  text: 'Does it have any of these faults? Tick all that apply.',
  type: 'multiple',
  required: true,
  options: list.map(([answerId, text, percent]) => ({ answerId, text, ...(percent === 'refuse' ? { refuse: 'damage' as const } : { effect: { percent } }) })),
});

const batchCode: QuoteQuestion = {
  questionId: 'batchCode',
  text: 'Batch or serial number (on the label underneath), if you can find it',
  help: 'We check it against product recalls.',
  type: 'text',
  required: false,
  // As labels print it: 'Batch: 23W20', 'Lot #211 X' (the check finds the code anywhere in it).
  pattern: '^[A-Za-z0-9][A-Za-z0-9 .:#/-]{0,29}$',
  maxLength: 30,
};

// Car seats: what makes one safe to sell on, and what its label says.
const standard: QuoteQuestion = {
  questionId: 'standard',
  text: 'Which safety standard is on its orange approval label?',
  type: 'single',
  required: true,
  options: [
    { answerId: 'r129', text: 'R129 (i-Size)' },
    { answerId: 'r44-04', text: 'ECE R44/04', effect: { percent: 10 } },
    { answerId: 'older', text: 'R44/03 or older', refuse: 'standard' },
    { answerId: 'no-label', text: 'There is no label, or I cannot read it', refuse: 'standard' },
  ],
};
const manufactureDate: QuoteQuestion = {
  questionId: 'manufactureDate',
  text: 'Date of manufacture (month and year on the label)',
  type: 'month',
  required: true,
};
const expiryDate: QuoteQuestion = {
  questionId: 'expiryDate',
  text: 'Expiry date (month and year on the seat or in its manual)',
  help: 'Plastic ages: a seat past its expiry date cannot protect a child as it should.',
  type: 'month',
  required: true,
};
const collision: QuoteQuestion = {
  questionId: 'collision',
  text: 'Has it ever been in a car during a collision, even a minor one?',
  type: 'single',
  required: true,
  options: [
    { answerId: 'no', text: 'No, never' },
    { answerId: 'yes', text: 'Yes', refuse: 'collision' },
    { answerId: 'not-sure', text: 'I am not sure', refuse: 'collision' },
  ],
};

const WHEELED_FAULTS = faults([
  ['worn-fabric', 'Worn or faded fabric', 10],
  ['scuffed-frame', 'Scuffed or scratched frame', 5],
  ['stiff-fold', 'Stiff or sticking fold', 15],
  ['brake', 'Brake does not hold', 'refuse'],
]);
const SEAT_FAULTS = faults([
  ['worn-cover', 'Worn or faded cover', 10],
  ['marks', 'Marks or stains on the cover', 5],
  ['harness', 'Frayed harness or a buckle that sticks', 'refuse'],
  ['cracked', 'Cracked or stressed-white plastic', 'refuse'],
]);
const FURNITURE_FAULTS = faults([
  ['marks', 'Marks or scuffs', 5],
  ['teeth-marks', 'Teeth marks on the rails or edges', 10],
  ['wobbly', 'Wobbly when put together', 'refuse'],
]);

const CAR_SEAT_INCLUDED: Record<number, QuoteQuestion> = {
  147: included([
    ['newborn-insert', 'Newborn insert', 6],
    ['hood', 'Sun hood', 4],
    ['manual', 'Fitting instructions', 3],
  ]),
  155: included([
    ['newborn-insert', 'Newborn insert', 6],
    ['manual', 'Fitting instructions', 3],
  ]),
  156: included([['manual', 'Fitting instructions', 3]]),
  158: included([['manual', 'Fitting instructions', 3]]),
};

const OTHERS: Record<number, QuoteQuestion[]> = {
  80: [
    included([
      ['carrycot', 'Carrycot', 40],
      ['adaptors', 'Car seat adaptors', 10],
      ['rain-cover', 'Rain cover', 4],
      ['manual', 'Instructions', 1],
    ]),
    WHEELED_FAULTS,
  ],
  83: [
    included([
      ['rain-cover', 'Rain cover', 4],
      ['bumper-bar', 'Bumper bar', 5],
      ['manual', 'Instructions', 1],
    ]),
    WHEELED_FAULTS,
  ],
  86: [
    included([
      ['mattress', 'Carrycot mattress', 10],
      ['apron', 'Apron', 6],
      ['rain-cover', 'Rain cover', 4],
      ['manual', 'Instructions', 1],
    ]),
    WHEELED_FAULTS,
  ],
  88: [
    included([
      ['rain-cover', 'Rain cover', 6],
      ['bumper-bar', 'Bumper bars', 8],
      ['manual', 'Instructions', 1],
    ]),
    WHEELED_FAULTS,
  ],
  90: [
    included([
      ['rain-cover', 'Rain cover', 4],
      ['carry-bag', 'Travel bag', 5],
      ['manual', 'Instructions', 1],
    ]),
    WHEELED_FAULTS,
  ],
  160: [
    included([
      ['fixings', 'All bolts and fixings', 10],
      ['manual', 'Assembly instructions', 2],
    ]),
    FURNITURE_FAULTS,
  ],
  161: [
    included([
      ['bed-straps', 'Straps to fix it to the bed', 8],
      ['travel-bag', 'Travel bag', 5],
      ['manual', 'Instructions', 1],
    ]),
    FURNITURE_FAULTS,
  ],
  162: [
    included([
      ['parent-unit', 'Parent unit', 25],
      ['adaptors', 'Power adaptors and cables', 5],
      ['manual', 'Instructions', 1],
    ]),
    faults([
      ['battery', 'Parent unit battery runs down quickly', 15],
      ['scratched-screen', 'Scratched screen', 10],
      ['dead-zone', 'Loses signal or will not pair', 'refuse'],
    ]),
  ],
  311: [
    included([
      ['tray', 'Tray', 8],
      ['harness', 'Harness', 6],
      ['manual', 'Instructions', 1],
    ]),
    FURNITURE_FAULTS,
  ],
  348: [
    included([
      ['infant-insert', 'Infant insert', 10],
      ['manual', 'Instructions', 1],
    ]),
    faults([
      ['worn-fabric', 'Worn or faded fabric', 10],
      ['buckle', 'A buckle that does not lock', 'refuse'],
    ]),
  ],
};

/** The wizard's questions for a funnel category, in the order they are asked. */
export function questionsFor(categoryId: number): QuoteQuestion[] {
  if (isCarSeatCategory(categoryId)) return [condition, CAR_SEAT_INCLUDED[categoryId]!, SEAT_FAULTS, standard, manufactureDate, expiryDate, collision, batchCode];
  const own = OTHERS[categoryId];
  if (!own) throw new Error(`no questions for category ${categoryId}`);
  return [condition, ...own, age, batchCode];
}
