// 'Outgrown? Sell it back' (issue 37): the questions opened from My account with the grade the
// shop sold the item at start with that condition chosen, say why beside it (read with the
// group), and send whatever the member leaves or changes; the server prices the answers.
import { act, fireEvent, screen } from '@testing-library/react';
import { answerQuestions, createQuote, getQuestions, getQuote } from '../features/quote/api/quote';
import type { QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from '../features/quote/api/types';
import { QuestionsPage } from './QuestionsPage';
import { collisionQuestion, conditionQuestion, draftQuote, renderPage, whereNow } from './testing';

jest.mock('../features/quote/api/quote', () => ({ createQuote: jest.fn(), getQuote: jest.fn(), getQuestions: jest.fn(), answerQuestions: jest.fn(), makeOffer: jest.fn(), acceptOffer: jest.fn() }));

const NOTE = 'Chosen from the grade you bought it at — change it if it is different now.';
const questions: QuoteQuestion[] = [conditionQuestion(['A', 'B', 'C']), collisionQuestion];
const seat: Quotation = { ...draftQuote, categoryId: 147, masterBoxId: 'M147-PEBBLE', brand: 'Maxi-Cosi', modelName: 'Pebble 360 Pro' };

const renderAt = (url: string) => renderPage(url, { '/sell-to-us/quotation-questions': <QuestionsPage /> });
const next = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next: add photos' })));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
  (getQuestions as jest.Mock).mockResolvedValue(questions);
  (answerQuestions as jest.Mock).mockResolvedValue(seat);
});

describe('the questions started from the grade sold', () => {
  it('start with that condition chosen and the note read with it; the collision question is still asked', async () => {
    (createQuote as jest.Mock).mockResolvedValue(seat);
    renderAt('/sell-to-us/quotation-questions?model=M147-PEBBLE&category=147&grade=B');
    const group = await screen.findByRole('group', { name: 'What condition is it in?' });
    expect(radio('Good').checked).toBe(true);
    expect(radio('Like new').checked).toBe(false);
    const note = screen.getByText(NOTE);
    expect(group.getAttribute('aria-describedby')).toBe(note.id);
    // The quote goes into the URL with the grade, so a reload starts from it again.
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?quote=Q01JDRAFT&grade=B');
    // Not a safety answer: the collision question has nothing chosen, and the form will not go on without it.
    expect(radio('No, never').checked).toBe(false);
    await next();
    expect(screen.getByText('Please choose an answer.')).toBeTruthy();
    expect(answerQuestions).not.toHaveBeenCalled();

    fireEvent.click(radio('No, never'));
    await next();
    expect(answerQuestions).toHaveBeenCalledWith('Q01JDRAFT', [
      { questionId: 'condition', answerIds: ['B'] },
      { questionId: 'collision', answerIds: ['no'] },
    ]);
  });

  it('sends the condition the member changes it to', async () => {
    (createQuote as jest.Mock).mockResolvedValue(seat);
    renderAt('/sell-to-us/quotation-questions?model=M147-PEBBLE&category=147&grade=A');
    await screen.findByText(NOTE);
    expect(radio('Like new').checked).toBe(true);
    fireEvent.click(radio('Well used'));
    fireEvent.click(radio('No, never'));
    await next();
    expect(answerQuestions).toHaveBeenCalledWith('Q01JDRAFT', [
      { questionId: 'condition', answerIds: ['C'] },
      { questionId: 'collision', answerIds: ['no'] },
    ]);
  });

  it("leaves the quote's own answer alone, and says nothing, when it has one; without a grade nothing is chosen", async () => {
    (getQuote as jest.Mock).mockResolvedValue({ ...seat, answers: [{ questionId: 'condition', answerIds: ['C'] }] });
    const { unmount } = renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT&grade=A');
    await screen.findByRole('group', { name: 'What condition is it in?' });
    expect(radio('Well used').checked).toBe(true);
    expect(screen.queryByText(NOTE)).toBeNull();
    unmount();

    (createQuote as jest.Mock).mockResolvedValue(seat);
    renderAt('/sell-to-us/quotation-questions?model=M147-PEBBLE&category=147');
    await screen.findByRole('group', { name: 'What condition is it in?' });
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
