// Car-seat rules and the recall check: collision, expiry, standard, damage, recalls by date, by
// batch and by model, and what the member is told.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { candidateCodes, isPastExpiry, recallMatch, safetyCheck, type Answers } from './car-seat-safety.js';
import { questionsFor } from './questions.js';
import { RECALL_LIST_URL, RECALLS } from './recalls.js';

const today = new Date('2026-11-23T12:00:00Z');
const SEAT = questionsFor(155);
const good: Answers = {
  condition: { answerIds: ['B'] },
  included: { answerIds: ['manual'] },
  faults: { answerIds: [] },
  standard: { answerIds: ['r129'] },
  manufactureDate: { value: '2024-02' },
  expiryDate: { value: '2034-02' },
  collision: { answerIds: ['no'] },
};
const check = (answers: Answers, model = { brand: 'Joie', name: 'Joie i-Spin 360' }, questions = SEAT, carSeat = true) => safetyCheck({ ...model, carSeat, questions, answers: { ...good, ...answers }, today });
const reasons = (v: ReturnType<typeof check>) => v.refusals.map((r) => r.reason);

describe('car-seat safety', () => {
  it('buys a sound seat in date that has never been in a collision', () => {
    assert.deepEqual(check({}), { sellable: true, refusals: [], whereInstead: null, moreDetail: null });
  });

  it('refuses a seat that has been in a collision, or might have been, and says where to recycle it', () => {
    for (const answer of ['yes', 'not-sure']) {
      const v = check({ collision: { answerIds: [answer] } });
      assert.equal(v.sellable, false);
      assert.deepEqual(reasons(v), ['collision']);
      assert.match(v.whereInstead!, /household waste recycling centre/);
      assert.match(v.whereInstead!, /cut the harness straps/);
    }
  });

  it('refuses a seat past its expiry date, or expiring this month', () => {
    assert.deepEqual(reasons(check({ expiryDate: { value: '2026-10' } })), ['expired']);
    assert.deepEqual(reasons(check({ expiryDate: { value: '2026-11' } })), ['expired']);
    assert.deepEqual(reasons(check({ expiryDate: { value: '2026-12' } })), []);
    assert.equal(isPastExpiry('2026-11', today), true);
    assert.equal(isPastExpiry('2026-12', today), false);
  });

  it('refuses an older standard or no label, and damage that matters', () => {
    assert.deepEqual(reasons(check({ standard: { answerIds: ['older'] } })), ['standard']);
    assert.deepEqual(reasons(check({ standard: { answerIds: ['no-label'] } })), ['standard']);
    assert.deepEqual(reasons(check({ faults: { answerIds: ['harness', 'cracked', 'marks'] } })), ['damage']);
    assert.deepEqual(reasons(check({ standard: { answerIds: ['r44-04'] } })), [], 'R44/04 is bought (for less)');
  });

  it('gives every reason at once', () => {
    assert.deepEqual(reasons(check({ collision: { answerIds: ['yes'] }, expiryDate: { value: '2025-01' }, standard: { answerIds: ['older'] } })).sort(), ['collision', 'expired', 'standard']);
  });

  it('only applies the expiry rule to car seats', () => {
    const cot = questionsFor(160);
    assert.equal(check({ expiryDate: { value: '2020-01' } }, { brand: 'Obaby', name: 'Obaby Stamford Classic Cot Bed' }, cot, false).sellable, true);
  });
});

describe('recalls', () => {
  const familyFix = RECALLS.find((r) => r.recallId === 'maxi-cosi-familyfix-slide-pro-base')!;
  const kinderkraft = RECALLS.find((r) => r.recallId === 'kinderkraft-i-care')!;
  const nyala = RECALLS.find((r) => r.recallId === 'halfords-essentials-nyala-r129')!;
  const mercury = RECALLS.find((r) => r.recallId === 'mamas-papas-mercury')!;
  const base = { brand: 'Maxi-Cosi', name: 'Maxi-Cosi FamilyFix Slide Pro Base' };

  it('cites a public source for every recall: the gov.uk OPSS list (or a page on it), and which notice it is', () => {
    assert.ok(RECALLS.length >= 5);
    for (const r of RECALLS) {
      assert.ok(r.source === RECALL_LIST_URL || r.source.startsWith(`${RECALL_LIST_URL}/`), `${r.recallId}: ${r.source}`);
      assert.ok(r.notice.length > 20, r.recallId);
      assert.ok(r.hazard.length > 20 && r.authority && r.product, r.recallId);
    }
    assert.equal(new Set(RECALLS.map((r) => r.recallId)).size, RECALLS.length);
  });

  it('matches by date of manufacture, month by month, inclusive', () => {
    assert.equal(recallMatch(familyFix, { ...base, manufactureDate: '2025-09' }), 'yes');
    assert.equal(recallMatch(familyFix, { ...base, manufactureDate: '2026-03' }), 'yes');
    assert.equal(recallMatch(familyFix, { ...base, manufactureDate: '2025-08' }), 'no');
    assert.equal(recallMatch(familyFix, { ...base, manufactureDate: '2026-04' }), 'no');
    assert.equal(recallMatch(familyFix, base), 'unknown');
  });

  it('matches by batch code, in a list or a range, whatever the spacing or case', () => {
    const seat = { brand: 'Kinderkraft', name: 'Kinderkraft I-CARE i-Size' };
    assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: '23w17' }), 'yes');
    assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: '23W30' }), 'yes');
    assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: '23W47' }), 'no');
    assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: '24W20' }), 'no');
    assert.equal(recallMatch(kinderkraft, { ...seat, manufactureDate: '2023-06' }), 'unknown', 'by code only: a date does not settle it');
    const halfords = { brand: 'Halfords', name: 'Halfords Essentials Nyala R129' };
    assert.equal(recallMatch(nyala, { ...halfords, batchCode: '211 x' }), 'yes');
    assert.equal(recallMatch(nyala, { ...halfords, batchCode: '999X', manufactureDate: '2023-04' }), 'yes', 'either the date or the code');
    assert.equal(recallMatch(nyala, { ...halfords, batchCode: '999X', manufactureDate: '2024-04' }), 'no');
  });

  it('finds the batch number anywhere in what was typed, as labels print it (issue 32 §6)', () => {
    const seat = { brand: 'Kinderkraft', name: 'Kinderkraft I-CARE i-Size' };
    for (const typed of ['Batch 23W20', 'batch: 23w20', 'Lot #23W20 made 2023', 'Ref 1234 / 23W20']) assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: typed }), 'yes', typed);
    for (const typed of ['Batch 24W20', 'Batch', 'BATCHES 2024']) assert.equal(recallMatch(kinderkraft, { ...seat, batchCode: typed }), 'no', typed);
    const halfords = { brand: 'Halfords', name: 'Halfords Essentials Nyala R129' };
    assert.equal(recallMatch(nyala, { ...halfords, batchCode: 'Batch no 211 X', manufactureDate: '2024-04' }), 'yes', 'a code printed with a space');
    assert.deepEqual(candidateCodes('Batch 23W20'), ['BATCH23W20', 'BATCH', '23W20']);
  });

  it('matches a whole-model recall on the model alone, and never another brand or model', () => {
    assert.equal(recallMatch(mercury, { brand: 'Mamas & Papas', name: 'Mamas & Papas Mercury Group 1-2-3' }), 'yes');
    assert.equal(recallMatch(mercury, { brand: 'Mamas & Papas', name: 'Mamas & Papas Strada' }), 'no');
    assert.equal(recallMatch(familyFix, { brand: 'Maxi-Cosi', name: 'Maxi-Cosi FamilyFix 360 Base', manufactureDate: '2025-12' }), 'no');
    assert.equal(recallMatch(familyFix, { brand: 'Cybex', name: 'FamilyFix Slide Pro Base', manufactureDate: '2025-12' }), 'no');
  });

  it('refuses a recalled item with the recall, its source and the UK recall list', () => {
    const v = check({ manufactureDate: { value: '2025-12' }, expiryDate: { value: '2035-12' } }, base, questionsFor(158));
    assert.deepEqual(reasons(v), ['recall']);
    assert.equal(v.refusals[0]!.recall!.source, familyFix.source);
    assert.match(v.whereInstead!, new RegExp(RECALL_LIST_URL.replace(/[./]/g, '\\$&')));
  });

  it('asks for the code it needs instead of guessing', () => {
    const v = check({}, { brand: 'Bugaboo', name: 'Bugaboo Giraffe Highchair' }, questionsFor(311), false);
    assert.deepEqual(reasons(v), ['recall-unchecked']);
    assert.match(v.refusals[0]!.message, /batch or serial number/);
    assert.equal(v.whereInstead, null, 'nothing to recycle yet: the member can tell us the code');
    assert.equal(v.moreDetail!.questionId, 'batchCode');
    assert.match(v.moreDetail!.message, /^We need one more detail\. .*batch or serial number/);
  });

  it('asks for no detail when the item is refused anyway, or needs none', () => {
    const giraffe = { brand: 'Bugaboo', name: 'Bugaboo Giraffe Highchair' };
    assert.equal(check({ batchCode: { value: 'Batch 200002001' } }, giraffe, questionsFor(311), false).moreDetail, null);
    assert.equal(check({ batchCode: { value: '200001005' } }, giraffe, questionsFor(311), false).moreDetail, null, 'recalled: refused, not asked');
  });
});
