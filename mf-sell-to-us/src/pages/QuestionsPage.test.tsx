import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { getBankAccounts, getCharities, getTradeUpBonus } from '../features/payout/api/payout-options';
import { acceptOffer, answerQuestions, createQuote, getQuestions, getQuote, makeOffer } from '../features/quote/api/quote';
import type { QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from '../features/quote/api/types';
import { QuestionsPage } from './QuestionsPage';
import { conditionQuestion, draftQuote, renderPage, whereNow } from './testing';

jest.mock('../features/quote/api/quote', () => ({ createQuote: jest.fn(), getQuote: jest.fn(), getQuestions: jest.fn(), answerQuestions: jest.fn(), makeOffer: jest.fn(), acceptOffer: jest.fn() }));
jest.mock('../features/payout/api/payout-options', () => ({ getBankAccounts: jest.fn(), getCharities: jest.fn(), getTradeUpBonus: jest.fn() }));

const questions: QuoteQuestion[] = [
  conditionQuestion(),
  { questionId: 'included', text: 'What is included? Tick everything you will send.', type: 'included', required: true, options: [{ answerId: 'rain-cover', text: 'Rain cover' }] },
];
const draft = draftQuote;
const offered: Quotation = {
  ...draft,
  status: 'offered',
  offerExpiresAt: '2026-12-14T10:00:00.000Z',
  offer: {
    lines: [
      { kind: 'top', label: 'Fox 5, like new', text: 'Fox 5, like new £210.00', cash: 21000, exchange: 29400 },
      { kind: 'grade', label: 'Condition good: grade B', text: '', percent: 20, cash: -4200, exchange: -5880 },
      { kind: 'answer', label: 'No rain cover', text: 'No rain cover −£4.00', cash: -400, exchange: -560 },
    ],
    perItem: { cash: 16400, exchange: 22960 },
    quantity: 1,
    total: { cash: 16400, exchange: 22960 },
  },
};

const renderAt = (url: string) => renderPage(url, { '/sell-to-us/quotation-questions': <QuestionsPage /> });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
  (getQuestions as jest.Mock).mockResolvedValue(questions);
  (getBankAccounts as jest.Mock).mockResolvedValue([]);
  (getCharities as jest.Mock).mockResolvedValue([{ charityId: 2, name: 'NSPCC', description: 'Protecting children.' }]);
  (getTradeUpBonus as jest.Mock).mockResolvedValue(0);
});

describe('/sell-to-us/quotation-questions', () => {
  it('starts the quote for the chosen model, puts it in the URL, and asks its questions', async () => {
    (createQuote as jest.Mock).mockResolvedValue(draft);
    renderAt('/sell-to-us/quotation-questions?model=M83-BUGABOO-FOX-5&category=83');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote for Bugaboo Fox 5' })).toBeTruthy();
    expect(createQuote).toHaveBeenCalledWith({ masterBoxId: 'M83-BUGABOO-FOX-5', categoryId: 83 });
    expect(getQuestions).toHaveBeenCalledWith(83);
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    expect(screen.getByRole('group', { name: 'What condition is it in?' })).toBeTruthy();
  });

  it('needs an answer, then goes on to the photos step (the offer needs them)', async () => {
    (getQuote as jest.Mock).mockResolvedValue(draft);
    (answerQuestions as jest.Mock).mockResolvedValue(draft);
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    await screen.findByRole('group', { name: 'What condition is it in?' });
    await click('Next: add photos');
    expect(screen.getByText('Please choose an answer.')).toBeTruthy();
    expect(answerQuestions).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await click('Next: add photos');
    expect(answerQuestions).toHaveBeenCalledWith('Q01JDRAFT', [
      { questionId: 'condition', answerIds: ['B'] },
      { questionId: 'included', answerIds: [] },
    ]);
    expect(makeOffer).not.toHaveBeenCalled();
    expect(whereNow()).toBe('/sell-to-us/upload?quote=Q01JDRAFT');
  });

  it('opens an offered quote (back from the photos) with its offer line by line, and accepting leads to thank-you', async () => {
    (getQuote as jest.Mock).mockResolvedValue(offered);
    (acceptOffer as jest.Mock).mockResolvedValue({ ...offered, status: 'accepted', payoutType: 'cash' });
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['What it isCashStore credit', 'Fox 5, like new£210.00£294.00', 'Condition good: grade B (−20%)-£42.00-£58.80', 'No rain cover-£4.00-£5.60', 'Total for 1£164.00£229.60']);
    expect(screen.getByText('We hold this offer until 14 December 2026.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Give it to a children’s charity: £164.00' }));
    fireEvent.click(await screen.findByRole('radio', { name: /^NSPCC/ }));
    await click('Accept offer');
    expect(acceptOffer).toHaveBeenCalledWith('Q01JDRAFT', { payoutMethod: 'charity', charityId: 2, revisionTolerance: 0 });
    expect(whereNow()).toBe('/sell-to-us/thank-you?quote=Q01JDRAFT');
  });

  it('says why a car seat cannot be bought and where it can go, and makes no offer', async () => {
    const seat: Quotation = { ...draft, categoryId: 147, brand: 'Maxi-Cosi', modelName: 'Pebble 360' };
    const refused: Quotation = {
      ...seat,
      safety: {
        sellable: false,
        refusals: [{ reason: 'collision', message: 'A car seat that has been in a collision may be damaged in ways you cannot see.' }],
        whereInstead: 'Take it to your council household waste recycling centre, with the harness straps cut.',
        moreDetail: null,
      },
    };
    (getQuote as jest.Mock).mockResolvedValue(seat);
    (getQuestions as jest.Mock).mockResolvedValue([
      {
        questionId: 'collision',
        text: 'Has it ever been in a car during a collision, even a minor one?',
        type: 'single',
        required: true,
        options: [
          { answerId: 'no', text: 'No, never' },
          { answerId: 'yes', text: 'Yes' },
        ],
      },
    ]);
    (answerQuestions as jest.Mock).mockResolvedValue(refused);
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await click('Next: add photos');
    expect(makeOffer).not.toHaveBeenCalled();
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    expect(screen.getByRole('heading', { name: 'We cannot buy this item' })).toBe(document.activeElement);
    expect(screen.getByText(/collision may be damaged/)).toBeTruthy();
    expect(screen.getByText(/household waste recycling centre/)).toBeTruthy();
  });

  it('says an offer past its price lock ended, when, with a new quote for the same model (issue 32 §3)', async () => {
    (getQuote as jest.Mock).mockResolvedValue({ ...draft, status: 'expired', offerExpiresAt: '2026-12-14T10:00:00.000Z' });
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    const heading = await screen.findByRole('heading', { name: 'This offer ended on 14 December 2026' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Ask for a new quote' }).getAttribute('href')).toBe(`/sell-to-us/quotation-questions?model=${draft.masterBoxId}&category=${draft.categoryId}`);
    expect(screen.queryByText(/could not find/i)).toBeNull();
  });

  it('asks for the batch number a recall needs, instead of refusing, then goes on to the photos', async () => {
    const highchair: Quotation = { ...draft, categoryId: 311, brand: 'Bugaboo', modelName: 'Bugaboo Giraffe Highchair' };
    const unchecked = 'Some Bugaboo Giraffe highchair were recalled. Tell us its batch or serial number from the label so we can check yours.';
    const asking: Quotation = {
      ...highchair,
      safety: { sellable: false, refusals: [{ reason: 'recall-unchecked', message: unchecked }], whereInstead: null, moreDetail: { questionId: 'batchCode', message: `We need one more detail. ${unchecked}` } },
    };
    (getQuote as jest.Mock).mockResolvedValue(highchair);
    (getQuestions as jest.Mock).mockResolvedValue([
      { questionId: 'condition', text: 'Condition', type: 'single', required: true, options: [{ answerId: 'A', text: 'Like new' }] },
      { questionId: 'batchCode', text: 'Batch or serial number', type: 'text', required: false, pattern: '^[A-Za-z0-9][A-Za-z0-9 .:#/-]{0,29}$', maxLength: 30 },
    ]);
    (answerQuestions as jest.Mock).mockResolvedValueOnce(asking).mockResolvedValueOnce({ ...highchair, safety: { sellable: true, refusals: [], whereInstead: null, moreDetail: null } });
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    fireEvent.click(await screen.findByRole('radio', { name: 'Like new' }));
    await click('Next: add photos');
    expect(screen.getByRole('heading', { name: 'We need one more detail' })).toBe(document.activeElement);
    expect(screen.queryByRole('heading', { name: 'We cannot buy this item' })).toBeNull();
    expect(screen.getByText(unchecked)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Like new' })).toBeNull();
    await click('Next: add photos');
    expect(answerQuestions).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Batch or serial number' }), { target: { value: 'Batch: 200002001' } });
    await click('Next: add photos');
    expect(answerQuestions).toHaveBeenLastCalledWith('Q01JDRAFT', [{ questionId: 'batchCode', value: 'Batch: 200002001' }]);
    expect(whereNow()).toBe('/sell-to-us/upload?quote=Q01JDRAFT');
  });

  it('an offer that ends while the page is open says so (QUOTE_EXPIRED)', async () => {
    (getQuote as jest.Mock).mockResolvedValue(draft);
    (answerQuestions as jest.Mock).mockRejectedValue(new ApiError({ code: 'QUOTE_EXPIRED', status: 409, message: 'x', body: '' }));
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    fireEvent.click(await screen.findByRole('radio', { name: 'Like new' }));
    await click('Next: add photos');
    expect(screen.getByRole('heading', { name: /^This offer (has ended|ended on)/ })).toBeTruthy();
  });

  it("shows a refused call's catalogue message and keeps the answers", async () => {
    (getQuote as jest.Mock).mockResolvedValue(draft);
    (answerQuestions as jest.Mock).mockRejectedValue(new ApiError({ code: 'QUOTE_STATE_CONFLICT', status: 409, message: 'x', body: '' }));
    renderAt('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    fireEvent.click(await screen.findByRole('radio', { name: 'Like new' }));
    await click('Next: add photos');
    expect(screen.getByRole('alert').textContent).toBe('This quote has changed. Please look at it again.');
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
    expect((screen.getByRole('radio', { name: 'Like new' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when there is no quote to open or it cannot be started', async () => {
    (createQuote as jest.Mock).mockRejectedValue(new ApiError({ code: 2030, status: 422, message: 'You can have at most 10 items in open quotes.', body: '' }));
    renderAt('/sell-to-us/quotation-questions?model=M83-X&category=83');
    expect((await screen.findByRole('alert')).textContent).toBe('You can have at most 10 items in open quotes.');
    renderAt('/sell-to-us/quotation-questions?category=abc');
    expect((await screen.findAllByRole('alert'))[1]!.textContent).toBe('We could not find that quote.');
  });

  it('calls nothing while signed out (the host asks to sign in) and starts the quote once signed in', async () => {
    localStorage.removeItem('user');
    (createQuote as jest.Mock).mockResolvedValue(draft);
    renderAt('/sell-to-us/quotation-questions?model=M83-BUGABOO-FOX-5&category=83');
    await act(async () => {});
    expect(createQuote).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
    act(() => bus.emit('host:signed-in', { memberId: '42' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote for Bugaboo Fox 5' })).toBeTruthy();
    expect(createQuote).toHaveBeenCalledTimes(1);
  });
});
