import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import { initialValues } from './answers-form';
import { conditionQuestion } from './testing';
import { soldGradeOf, withSoldGrade } from './sold-grade';

// An infant car seat's questions as the API asks them: the condition (the shop's grade letters), then the car-seat gate.
const condition = conditionQuestion(['A', 'B', 'C']);
const carSeat: QuoteQuestion[] = [
  condition,
  { questionId: 'included', text: 'What is included?', type: 'included', required: true, options: [{ answerId: 'manual', text: 'Fitting instructions' }] },
  { questionId: 'faults', text: 'Faults?', type: 'multiple', required: true, options: [{ answerId: 'cracked', text: 'Cracked plastic' }] },
  { questionId: 'standard', text: 'Which safety standard?', type: 'single', required: true, options: [{ answerId: 'r129', text: 'R129 (i-Size)' }] },
  { questionId: 'manufactureDate', text: 'Date of manufacture', type: 'month', required: true },
  { questionId: 'expiryDate', text: 'Expiry date', type: 'month', required: true },
  {
    questionId: 'collision',
    text: 'Has it been in a collision?',
    type: 'single',
    required: true,
    options: [
      { answerId: 'no', text: 'No, never' },
      { answerId: 'yes', text: 'Yes' },
    ],
  },
  { questionId: 'batchCode', text: 'Batch number', type: 'text', required: false },
];

describe('the grade sold, as the answers the quote starts from', () => {
  it.each(['A', 'B', 'C'])('grade %s chooses that condition, and nothing else', (grade) => {
    const { answers, prefilled } = withSoldGrade(carSeat, [], grade);
    expect(answers).toEqual([{ questionId: 'condition', answerIds: [grade] }]);
    expect(prefilled).toEqual(['condition']);
    // The form starts there; every car-seat safety question (and what is included, the faults) is left for the member.
    expect(initialValues(carSeat, answers)).toEqual({ condition: grade, included: [], faults: [], standard: '', manufactureDate: '', expiryDate: '', collision: '', batchCode: '' });
  });

  it("never overrides the quote's own condition answer, and keeps its other answers", () => {
    const own: QuoteAnswer[] = [
      { questionId: 'condition', answerIds: ['C'] },
      { questionId: 'collision', answerIds: ['no'] },
    ];
    expect(withSoldGrade(carSeat, own, 'A')).toEqual({ answers: own, prefilled: [] });
    const partial: QuoteAnswer[] = [{ questionId: 'standard', answerIds: ['r129'] }];
    expect(withSoldGrade(carSeat, partial, 'B').answers).toEqual([...partial, { questionId: 'condition', answerIds: ['B'] }]);
  });

  it('chooses nothing with no grade, a grade the questions do not offer, or no condition question', () => {
    expect(withSoldGrade(carSeat, [], null)).toEqual({ answers: [], prefilled: [] });
    expect(withSoldGrade(carSeat, [], 'D')).toEqual({ answers: [], prefilled: [] });
    expect(withSoldGrade(carSeat.slice(1), [], 'B')).toEqual({ answers: [], prefilled: [] });
  });
});

describe('the grade in the address', () => {
  it('is read when it is a grade code', () => expect(soldGradeOf(new URLSearchParams('model=M1&category=147&grade=B'))).toBe('B'));
  it.each(['', 'grade=', 'grade=b', 'grade=AB', 'grade=%3Cscript%3E'])('%p is no grade', (query) => expect(soldGradeOf(new URLSearchParams(query))).toBeNull());
});
