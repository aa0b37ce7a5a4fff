// A guest's exact price (issue 32 §6): questions and the offer line by line before signing in;
// signing in starts the quote with the same answers and goes on to the photos.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { answerQuestions, createQuote, estimateOffer, getQuestions } from '../features/quote/api/quote';
import { getModel } from '../features/browse/api/search-models';
import type { QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from '../features/quote/api/types';
import { QuestionsPage } from './QuestionsPage';
import { SellToUsPage } from './SellToUsPage';
import { conditionQuestion, draftQuote, renderPage, whereNow } from './testing';

jest.mock('../features/quote/api/quote', () => ({ createQuote: jest.fn(), getQuote: jest.fn(), getQuestions: jest.fn(), answerQuestions: jest.fn(), estimateOffer: jest.fn() }));
jest.mock('../features/browse/api/search-models', () => ({ getModel: jest.fn(), searchModels: jest.fn() }));

const fox = { masterBoxId: 'M83-BUGABOO-FOX-5', brand: 'Bugaboo', name: 'Fox 5', categoryId: 83, categoryName: 'Pushchairs', superCatId: 1, cashPrice: 21000, exchangePrice: 29400 };
const questions: QuoteQuestion[] = [conditionQuestion(), { questionId: 'batchCode', text: 'Batch or serial number', type: 'text', required: false, pattern: '^[A-Za-z0-9][A-Za-z0-9 .:#/-]{0,29}$', maxLength: 30 }];
const offer: NonNullable<Quotation['offer']> = {
  lines: [
    { kind: 'top', label: 'Fox 5, like new', text: '', cash: 21000, exchange: 29400 },
    { kind: 'grade', label: 'Condition good: grade B', text: '', percent: 20, cash: -4200, exchange: -5880 },
  ],
  perItem: { cash: 16800, exchange: 23520 },
  quantity: 1,
  total: { cash: 16800, exchange: 23520 },
};
const estimate = { masterBoxId: fox.masterBoxId, brand: 'Bugaboo', modelName: 'Fox 5', categoryId: 83, quantity: 1, safety: { sellable: true, refusals: [], whereInstead: null, moreDetail: null }, offer };

const renderAt = (url: string) => renderPage(url, { '/sell-to-us': <SellToUsPage />, '/sell-to-us/quotation-questions': <QuestionsPage /> });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  (getModel as jest.Mock).mockResolvedValue(fox);
  (getQuestions as jest.Mock).mockResolvedValue(questions);
});

describe("a guest's price on /sell-to-us?model=…", () => {
  it('shows the exact offer line by line, then signing in starts the quote with the same answers and goes on to the photos', async () => {
    (estimateOffer as jest.Mock).mockResolvedValue(estimate);
    renderAt('/sell-to-us?model=M83-BUGABOO-FOX-5&category=83');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your price for Bugaboo Fox 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await click('See my price');
    expect(estimateOffer).toHaveBeenCalledWith({ categoryId: 83, masterBoxId: 'M83-BUGABOO-FOX-5', answers: [{ questionId: 'condition', answerIds: ['B'] }] });
    expect(screen.getByRole('heading', { name: 'What we would pay' })).toBe(document.activeElement);
    const total = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Total for 1' }).closest('tr')!;
    expect(total.textContent).toContain('£168.00');
    expect(total.textContent).toContain('£235.20');
    expect(screen.queryByText(/up to/i)).toBeNull();
    expect(createQuote).not.toHaveBeenCalled();

    await click('Sign in to add photos and accept');
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?model=M83-BUGABOO-FOX-5&category=83');
    expect(createQuote).not.toHaveBeenCalled();
    // Signed in (the host's sign-in or sign-up in the step's place): the quote starts and takes the answers.
    (createQuote as jest.Mock).mockResolvedValue(draftQuote);
    (answerQuestions as jest.Mock).mockResolvedValue({ ...draftQuote, answers: [{ questionId: 'condition', answerIds: ['B'] }] });
    localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
    await act(async () => bus.emit('host:signed-in', { memberId: '42' }));
    await act(async () => {});
    expect(createQuote).toHaveBeenCalledTimes(1);
    expect(answerQuestions).toHaveBeenCalledWith('Q01JDRAFT', [{ questionId: 'condition', answerIds: ['B'] }]);
    expect(whereNow()).toBe('/sell-to-us/upload?quote=Q01JDRAFT');
    expect(localStorage.getItem('sell:guest-answers')).toBeNull();
  });

  it('asks a guest for the one more detail a recall needs, then prices all the answers', async () => {
    const unchecked = 'Some Bugaboo Fox 5 were recalled. Tell us its batch or serial number from the label so we can check yours.';
    (estimateOffer as jest.Mock)
      .mockResolvedValueOnce({
        ...estimate,
        offer: null,
        safety: { sellable: false, refusals: [{ reason: 'recall-unchecked', message: unchecked }], whereInstead: null, moreDetail: { questionId: 'batchCode', message: `We need one more detail. ${unchecked}` } },
      })
      .mockResolvedValueOnce(estimate);
    renderAt('/sell-to-us?model=M83-BUGABOO-FOX-5&category=83');
    fireEvent.click(await screen.findByRole('radio', { name: 'Good' }));
    await click('See my price');
    expect(screen.getByRole('heading', { name: 'We need one more detail' })).toBe(document.activeElement);
    fireEvent.change(screen.getByRole('textbox', { name: 'Batch or serial number' }), { target: { value: 'Batch 23W20' } });
    await click('See my price');
    expect(estimateOffer).toHaveBeenLastCalledWith({
      categoryId: 83,
      masterBoxId: 'M83-BUGABOO-FOX-5',
      answers: [
        { questionId: 'condition', answerIds: ['B'] },
        { questionId: 'batchCode', value: 'Batch 23W20' },
      ],
    });
    expect(screen.getByRole('heading', { name: 'What we would pay' })).toBeTruthy();
  });

  it('sends a member on to the quote itself', async () => {
    localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
    (createQuote as jest.Mock).mockResolvedValue(draftQuote);
    renderAt('/sell-to-us?model=M83-BUGABOO-FOX-5&category=83');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote for Bugaboo Fox 5' })).toBeTruthy();
    expect(estimateOffer).not.toHaveBeenCalled();
  });
});
