import type { QuoteQuestion } from '@shop/shared/api';
import { answersSchema, initialValues, toAnswers } from './answers-form';
import { conditionQuestion } from './testing';

const questions: QuoteQuestion[] = [
  conditionQuestion(),
  {
    questionId: 'included',
    text: 'What is included?',
    type: 'included',
    required: true,
    options: [
      { answerId: 'rain-cover', text: 'Rain cover' },
      { answerId: 'manual', text: 'Instructions' },
    ],
  },
  { questionId: 'expiryDate', text: 'Expiry date', type: 'month', required: true },
  { questionId: 'batchCode', text: 'Batch number', type: 'text', required: false, pattern: '^[A-Za-z0-9][A-Za-z0-9 ./-]{0,29}$', maxLength: 30 },
];

const problems = async (values: object) => {
  try {
    await answersSchema(questions).validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('the questions as a form', () => {
  it('wants one answer for a required choice, a real month, and a tidy batch number', async () => {
    expect(await problems({ condition: '', included: [], expiryDate: '2027-13', batchCode: "'; DROP TABLE quotations;--" })).toEqual([
      'Please choose an answer.',
      'Please give the month and year, for example 2024-03.',
      'Please check this: use only letters, numbers, spaces, dots, colons, dashes, slashes and #.',
    ]);
    expect(await problems({ condition: 'A', included: [], expiryDate: '2031-06', batchCode: '' })).toEqual([]);
  });

  it('sends a list for ticks (none ticked is an answer), one id for a choice, and leaves out an empty optional text', () => {
    expect(toAnswers(questions, { condition: 'B', included: [], expiryDate: '2031-06', batchCode: ' ' })).toEqual([
      { questionId: 'condition', answerIds: ['B'] },
      { questionId: 'included', answerIds: [] },
      { questionId: 'expiryDate', value: '2031-06' },
    ]);
    expect(toAnswers(questions, { condition: 'A', included: ['manual'], expiryDate: '2031-06', batchCode: '23W17' })[3]).toEqual({ questionId: 'batchCode', value: '23W17' });
  });

  it('starts from the answers the quote already has', () => {
    expect(
      initialValues(questions, [
        { questionId: 'condition', answerIds: ['B'] },
        { questionId: 'included', answerIds: ['manual'] },
        { questionId: 'expiryDate', value: '2030-01' },
      ]),
    ).toEqual({
      condition: 'B',
      included: ['manual'],
      expiryDate: '2030-01',
      batchCode: '',
    });
  });
});
