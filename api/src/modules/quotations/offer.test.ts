// The offer computation: the top price from the pricing rule, each answer's effect (grade,
// percentage, missing part), rounding to pence, lines that add up, quantity and the £0 floor.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyPrices, sellPrice } from '../catalogue/reference.js';
import type { Answers } from './car-seat-safety.js';
import { computeOffer, percentOf } from './offer.js';
import { questionsFor } from './questions.js';

const today = new Date('2026-11-23T12:00:00Z');
const PUSHCHAIR = questionsFor(83);
const SEAT = questionsFor(147);
const complete: Answers = { condition: { answerIds: ['A'] }, included: { answerIds: ['rain-cover', 'bumper-bar', 'manual'] }, faults: { answerIds: [] }, age: { answerIds: ['under-1'] } };
const offerFor = (answers: Answers, newPrice = 104900, quantity = 1, questions = PUSHCHAIR) => computeOffer({ modelName: 'iCandy Orange 4', newPrice, questions, answers: { ...complete, ...answers }, quantity, today });
const sums = (o: ReturnType<typeof offerFor>) => ({ cash: o.lines.reduce((n, l) => n + l.cash, 0), exchange: o.lines.reduce((n, l) => n + l.exchange, 0) });

describe('offer', () => {
  it("starts from the pricing rule's price for the model like new, and a complete like-new item gets all of it", () => {
    const o = offerFor({});
    const top = buyPrices(sellPrice(104900, 'A', 0));
    assert.deepEqual(
      o.lines.map((l) => l.kind),
      ['top'],
    );
    assert.deepEqual(o.perItem, top);
    assert.equal(o.lines[0]!.text, `iCandy Orange 4, like new +£${(top.cash / 100).toFixed(2)}`);
    assert.ok(o.perItem.exchange > o.perItem.cash, 'exchange is worth more');
  });

  it('takes a grade to its own price from the pricing rule, shown as a percentage', () => {
    for (const grade of ['B', 'C'] as const) {
      const o = offerFor({ condition: { answerIds: [grade] } });
      const graded = buyPrices(sellPrice(104900, grade, 0));
      assert.deepEqual(o.perItem, graded, grade);
      const line = o.lines.find((l) => l.kind === 'grade')!;
      assert.match(line.text, new RegExp(`^Condition (good|well used): grade ${grade} −\\d+%$`));
      assert.equal(line.percent, Math.round((1 - graded.cash / o.lines[0]!.cash) * 100));
    }
  });

  it("costs a missing part its amount in cash and more in exchange: 'No rain cover −£4.00'", () => {
    const o = offerFor({ included: { answerIds: ['bumper-bar', 'manual'] } });
    const line = o.lines.find((l) => l.answerId === 'rain-cover')!;
    assert.equal(line.text, 'No rain cover −£4.00');
    assert.deepEqual([line.cash, line.exchange], [-400, -560]);
    // Nothing ticked: every part is missing.
    const bare = offerFor({ included: { answerIds: [] } });
    assert.deepEqual(
      bare.lines.filter((l) => l.questionId === 'included').map((l) => l.text),
      ['No rain cover −£4.00', 'No bumper bar −£5.00', 'No instructions −£1.00'],
    );
  });

  it('takes percentages of the graded price, not compounded, rounded to whole pence', () => {
    const o = offerFor({ condition: { answerIds: ['B'] }, faults: { answerIds: ['worn-fabric', 'stiff-fold'] }, age: { answerIds: ['2-4'] } });
    const graded = buyPrices(sellPrice(104900, 'B', 0));
    const byAnswer = Object.fromEntries(o.lines.filter((l) => l.kind === 'answer').map((l) => [l.answerId, l]));
    assert.deepEqual([byAnswer['worn-fabric']!.cash, byAnswer['stiff-fold']!.cash, byAnswer['2-4']!.cash], [-percentOf(graded.cash, 10), -percentOf(graded.cash, 15), -percentOf(graded.cash, 10)]);
    assert.equal(byAnswer['worn-fabric']!.text, 'Worn or faded fabric −10%');
    for (const l of o.lines) assert.ok(Number.isInteger(l.cash) && Number.isInteger(l.exchange), l.text);
  });

  it("rounds a half penny in the member's favour", () => {
    assert.equal(percentOf(1250, 5), 62); // 62.5p off: 62p
    assert.equal(percentOf(1234, 5), 62); // 61.7p: 62p
    assert.equal(percentOf(1229, 5), 61); // 61.45p: 61p
    assert.equal(percentOf(0, 25), 0);
  });

  it('has lines that always add up to the per-item price, and totals it by quantity', () => {
    for (const newPrice of [1500, 9999, 33333, 104900, 299500]) {
      for (const grade of ['A', 'B', 'C']) {
        const o = offerFor({ condition: { answerIds: [grade] }, included: { answerIds: ['manual'] }, faults: { answerIds: ['scuffed-frame'] }, age: { answerIds: ['over-4'] } }, newPrice, 3);
        assert.deepEqual(sums(o), o.perItem, `${newPrice} ${grade}`);
        assert.deepEqual(o.total, { cash: o.perItem.cash * 3, exchange: o.perItem.exchange * 3 });
        assert.ok(o.perItem.cash >= 0 && o.perItem.exchange >= o.perItem.cash);
      }
    }
  });

  it('never offers below £0.00: a floor line makes the lines add up to nothing', () => {
    const o = offerFor({ condition: { answerIds: ['C'] }, included: { answerIds: [] }, faults: { answerIds: ['worn-fabric', 'scuffed-frame', 'stiff-fold'] }, age: { answerIds: ['over-4'] } }, 1500);
    assert.deepEqual(o.perItem, { cash: 0, exchange: 0 });
    assert.equal(o.lines.at(-1)!.kind, 'floor');
    assert.deepEqual(sums(o), { cash: 0, exchange: 0 });
  });

  it('takes a quarter off a car seat with under a year left before its expiry date, and an older standard 10%', () => {
    const seat: Answers = {
      condition: { answerIds: ['A'] },
      included: { answerIds: ['newborn-insert', 'hood', 'manual'] },
      faults: { answerIds: [] },
      standard: { answerIds: ['r44-04'] },
      manufactureDate: { value: '2017-01' },
      expiryDate: { value: '2027-10' },
      collision: { answerIds: ['no'] },
    };
    const o = computeOffer({ modelName: 'Joie i-Level Recline', newPrice: 24900, questions: SEAT, answers: seat, quantity: 1, today });
    const texts = o.lines.map((l) => l.text);
    assert.ok(texts.includes('ECE R44/04 −10%'), texts.join(' | '));
    assert.ok(texts.includes('Expires within 12 months −25%'), texts.join(' | '));
    const later = computeOffer({ modelName: 'x', newPrice: 24900, questions: SEAT, answers: { ...seat, expiryDate: { value: '2027-11' } }, quantity: 1, today });
    assert.ok(!later.lines.some((l) => l.questionId === 'expiryDate'), 'twelve months left is not under a year');
  });
});
