// The item as the catalogue will sell it: grade as inspected, wear from the faults, the
// catalogue's price for both.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyPrices, sellPrice } from '../catalogue/reference.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { carSeatDates, inspectedGrade, modelOf, wearOf } from './item.js';

const pushchair = modelOf(BUY_IN_MODELS.find((m) => m.categoryId === 83)!.masterBoxId)!;

describe('inspectedGrade', () => {
  it("takes staff's revised grade over the member's answer", () => {
    assert.equal(inspectedGrade({ revised_grade: 'C', answers: { condition: { answerIds: ['A'] } } }), 'C');
  });
  it("takes the member's condition answer when staff confirmed it", () => {
    assert.equal(inspectedGrade({ revised_grade: null, answers: { condition: { answerIds: ['B'] } } }), 'B');
  });
  it('never makes up a grade from something that is not one', () => {
    assert.equal(inspectedGrade({ revised_grade: 'Z', answers: { condition: { answerIds: ['Q'] } } }), 'A');
  });
});

describe('wearOf', () => {
  it('prices by grade and one 2% step per fault, at most two', () => {
    for (const [faults, severity] of [
      [[], 0],
      [['a'], 1],
      [['a', 'b'], 2],
      [['a', 'b', 'c'], 2],
    ] as const) {
      const wear = wearOf(pushchair, 'B', { faults: { answerIds: [...faults] } });
      assert.equal(wear.severity, severity);
      const sell = sellPrice(pushchair.newPrice, 'B', severity);
      assert.deepEqual(wear.prices, { sell, ...buyPrices(sell) });
      assert.ok(wear.note.length > 0);
    }
  });
});

describe('modelOf', () => {
  it('finds every model a member can sell, and nothing else', () => {
    for (const m of BUY_IN_MODELS) assert.ok(modelOf(m.masterBoxId), m.masterBoxId);
    assert.equal(modelOf('M83-NOSUCHMODEL'), null);
  });
});

describe('what the product page says of a resold item (issue 32 §5)', () => {
  it('says what staff found when they revised the grade, not a generic note', () => {
    assert.equal(wearOf(pushchair, 'C', {}, 'A torn hood and a scuffed frame.').note, 'Checked by our team: A torn hood and a scuffed frame.');
    assert.equal(wearOf(pushchair, 'C', {}, '  ').note, wearOf(pushchair, 'C', {}).note);
  });
  it("shows a car seat's manufacture and expiry dates, and nothing made up from a bad answer", () => {
    assert.deepEqual(carSeatDates({ manufactureDate: { value: '2021-03' }, expiryDate: { value: '2031-03' } }), [
      { attributeFriendlyName: 'Date of manufacture', attributeValue: 'March 2021' },
      { attributeFriendlyName: 'Expiry date', attributeValue: 'March 2031' },
    ]);
    assert.deepEqual(carSeatDates({ manufactureDate: { value: '2021-13' } }), []);
  });
});
