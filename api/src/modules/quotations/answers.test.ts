// Checking answers against a category's questions: the §8 codes and the merge.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../http/envelope.js';
import { firstUnanswered, mergeAnswers } from './answers.js';
import { questionsFor } from './questions.js';

const today = new Date('2026-11-23T12:00:00Z');
const SEAT = questionsFor(147);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ApiError);
    return err.code;
  }
  return null;
};

describe('answers', () => {
  it('lays new answers over the stored ones, without changing the stored ones', () => {
    const stored = { condition: { answerIds: ['A'] } };
    const merged = mergeAnswers(
      SEAT,
      stored,
      [
        { questionId: 'condition', answerIds: ['B', 'B'] },
        { questionId: 'faults', answerIds: [] },
      ],
      today,
    );
    assert.deepEqual(merged, { condition: { answerIds: ['B'] }, faults: { answerIds: [] } });
    assert.deepEqual(stored, { condition: { answerIds: ['A'] } });
  });

  it('gives each mistake its §8 code', () => {
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'age', answerIds: ['1-2'] }], today)),
      1012,
      'car seats are not asked their age',
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'collision', answerIds: ['maybe'] }], today)),
      1017,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'collision', answerIds: [] }], today)),
      1046,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'expiryDate', answerIds: ['2030-01'] }], today)),
      1046,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'expiryDate', value: '2030-1' }], today)),
      1046,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'expiryDate', value: '2045-01' }], today)),
      1046,
      'too far ahead',
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'batchCode', value: 'a;b' }], today)),
      1046,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, { expiryDate: { value: '2030-01' } }, [{ questionId: 'manufactureDate', value: '2030-01' }], today)),
      1046,
    );
    assert.equal(
      codeOf(() => mergeAnswers(SEAT, {}, [{ questionId: 'manufactureDate', value: '2026-11' }], today)),
      null,
      'this month is fine',
    );
  });

  it('names the first required question left unanswered; optional ones may stay empty', () => {
    assert.equal(firstUnanswered(SEAT, {})!.questionId, 'condition');
    const all = Object.fromEntries(SEAT.filter((q) => q.required).map((q) => [q.questionId, { answerIds: [] }]));
    assert.equal(firstUnanswered(SEAT, all), null);
  });
});
