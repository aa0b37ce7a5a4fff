import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { readEventStream, type EventStreamOptions } from '@shop/shared/http';
import { answerRevision } from './api/answer-revision';
import { cancelParcel } from './api/cancel-parcel';
import { cancelQuote } from './api/cancel-quote';
import { loadSelling, orderDetail, quoteDetail } from './api/load-selling';
import { photoBlob } from './api/quote-thumbnail';
import { recycleItem } from './api/recycle-item';
import type { SellingOrder, SellingQuote } from './api/types';
import { SellingPanel } from './SellingPanel';

jest.mock('@shop/shared/http', () => ({ ...jest.requireActual('@shop/shared/http'), readEventStream: jest.fn() }));
jest.mock('./api/load-selling', () => ({ loadSelling: jest.fn(), quoteDetail: jest.fn(), orderDetail: jest.fn() }));
jest.mock('./api/answer-revision', () => ({ answerRevision: jest.fn() }));
jest.mock('./api/cancel-quote', () => ({ cancelQuote: jest.fn() }));
jest.mock('./api/cancel-parcel', () => ({ cancelParcel: jest.fn() }));
jest.mock('../addresses/api/list-addresses', () => ({
  listAddresses: jest.fn(async () => [
    { addressId: 'A1', firstName: 'Ada', lastName: 'L', line1: '12 Mill Lane', line2: '', town: 'Leeds', county: '', postcode: 'LS1 4AB', countryCode: 'GB', phone: '', isDefault: true },
  ]),
}));
jest.mock('./api/recycle-item', () => ({ recycleItem: jest.fn(async () => undefined) }));
jest.mock('./api/quote-thumbnail', () => ({ quoteThumbnail: jest.fn(async () => null), photoBlob: jest.fn(async () => new Blob(['webp'], { type: 'image/webp' })) }));

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const quote = (o: Partial<SellingQuote> = {}): SellingQuote => ({
  quoteId: 'Q1',
  status: 'accepted',
  brand: 'Bugaboo',
  modelName: 'Bugaboo Fox 5',
  quantity: 1,
  offer: { total: { cash: 5000, exchange: 6000 } },
  offerExpiresAt: '2026-12-14T10:00:00.000Z',
  payoutType: 'cash',
  webBuyOrderId: null,
  revision: null,
  history: [
    { fromStatus: null, toStatus: 'draft', event: 'create', by: 'member', at: at(20) },
    { fromStatus: 'draft', toStatus: 'offered', event: 'offer', by: 'member', at: at(20) },
    { fromStatus: 'offered', toStatus: 'accepted', event: 'accept', by: 'member', at: at(21) },
  ],
  createdAt: at(20),
  ...o,
});
const order: SellingOrder = {
  webBuyOrderId: 'WB0123456789ABCDEF',
  status: 'sent',
  quotes: [{ quoteId: 'Q1', modelName: 'Bugaboo Fox 5', quantity: 1, amount: 5000, status: 'sent', recycleAgreedAt: null }],
  labelGeneratedAt: at(22),
  createdAt: at(22),
};

let stream: EventStreamOptions;
const close = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  (readEventStream as jest.Mock).mockImplementation((options: EventStreamOptions) => {
    stream = options;
    return { close };
  });
});

const show = async (quotes: SellingQuote[], orders: SellingOrder[] = []) => {
  (loadSelling as jest.Mock).mockResolvedValue({ quotes, orders });
  const view = render(
    <MemoryRouter>
      <SellingPanel memberId="42" />
    </MemoryRouter>,
  );
  await screen.findByRole('list', { name: 'Your items' });
  return view;
};
const card = (name: string) => screen.getByRole('listitem', { name });

it('shows each item with its offer, where it is on its way and what happened when, and the parcels', async () => {
  await show([quote()], [order]);
  const item = card('Bugaboo Fox 5');
  expect(within(item).getByText('£50.00 in cash')).toBeTruthy();
  expect(within(item).getByText('Please send it to us by 14 December 2026.')).toBeTruthy();
  // Issue 32 §1: an accepted item not yet sent leads to the page that sends it.
  expect(within(item).getByRole('link', { name: 'Send it to us' }).getAttribute('href')).toBe('/sell-to-us/send');
  const steps = within(item).getByRole('list', { name: 'Progress' });
  expect(steps.querySelector('[aria-current="step"]')!.textContent).toBe('Accepted');
  expect(within(item).getByText('What happened when')).toBeTruthy();
  expect(within(item).getByText('21 November 2026').closest('li')!.textContent).toContain('Accepted');
  const parcel = card('Parcel WB0123456789ABCDEF');
  expect(within(parcel).getByText('On its way to us')).toBeTruthy();
  expect(within(parcel).getByRole('button', { name: 'Download the label for parcel WB0123456789ABCDEF' })).toBeTruthy();
  expect((readEventStream as jest.Mock).mock.calls[0][0].url).toBe('/v3/members/42/events');
});

it('updates an item when the stream says it changed, reading only that item, and says so politely', async () => {
  await show([quote()]);
  (quoteDetail as jest.Mock).mockResolvedValue(quote({ status: 'sent', history: [...quote().history, { fromStatus: 'accepted', toStatus: 'sent', event: 'send', by: 'member', at: at(22) }] }));
  await act(async () => stream.onEvent('status', JSON.stringify({ kind: 'quote', id: 'Q1', from: 'accepted', to: 'sent', at: at(22) })));
  const item = card('Bugaboo Fox 5');
  expect(within(item).getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')!.textContent).toBe('Sent');
  expect(screen.getByRole('status').textContent).toBe('Bugaboo Fox 5: Sent');
  expect(quoteDetail).toHaveBeenCalledWith('Q1');
  expect(loadSelling).toHaveBeenCalledTimes(1);
  // A parcel change reads that parcel, and a new one joins the list.
  (orderDetail as jest.Mock).mockResolvedValue(order);
  await act(async () => stream.onEvent('status', JSON.stringify({ kind: 'webBuyOrder', id: order.webBuyOrderId, from: 'open', to: 'sent', at: at(22) })));
  expect(card('Parcel WB0123456789ABCDEF')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Parcel WB0123456789ABCDEF: On its way to us');
});

it('reads everything again when the stream comes back after a gap, and closes it when the panel goes', async () => {
  const view = await show([quote()]);
  await act(async () => stream.onOpen!());
  expect(loadSelling).toHaveBeenCalledTimes(1);
  await act(async () => stream.onOpen!());
  expect(loadSelling).toHaveBeenCalledTimes(2);
  await act(async () => stream.onEvent('resync', '{}'));
  expect(loadSelling).toHaveBeenCalledTimes(3);
  view.unmount();
  expect(close).toHaveBeenCalled();
});

const revised = quote({
  status: 'revised',
  revision: { grade: 'C', total: { cash: 4000, exchange: 4800 }, reason: 'The hood is torn.', revisedAt: at(24) },
});

it('shows a revised offer, old and new, with why, and accepts it', async () => {
  await show([revised]);
  const item = card('Bugaboo Fox 5');
  const offer = within(item).getByRole('region', { name: 'We have a new offer for you' });
  expect(offer.textContent).toContain('Was £50.00 · now £40.00');
  expect(within(offer).getByText('Why: The hood is torn.')).toBeTruthy();
  (answerRevision as jest.Mock).mockResolvedValue(quote({ ...revised, status: 'paid' }));
  await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Accept £40.00' })));
  expect(answerRevision).toHaveBeenCalledWith('Q1', true);
  expect(within(card('Bugaboo Fox 5')).queryByRole('region', { name: 'We have a new offer for you' })).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Bugaboo Fox 5: Paid');
});

it("shows the staff's photos of what they found with the revised offer, each fetched with the token", async () => {
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:photo-${blob.size}`);
  URL.revokeObjectURL = jest.fn();
  const url = (id: string, size: string) => `/v3/members/42/quotations/Q1/images/${id}/${size}`;
  const photos = ['A'.repeat(22), 'B'.repeat(22)].map((imageId) => ({ imageId, urls: { l: url(imageId, 'l'), m: url(imageId, 'm'), s: url(imageId, 's') } }));
  await show([{ ...revised, revision: { ...revised.revision!, photos } }]);
  const found = within(card('Bugaboo Fox 5')).getByRole('list', { name: 'What we found:' });
  expect(
    within(found)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Enlarge: Our photo 1 of your Bugaboo Fox 5, showing why', 'Enlarge: Our photo 2 of your Bugaboo Fox 5, showing why']);
  expect(photoBlob).toHaveBeenCalledWith(url(photos[0]!.imageId, 'm'));
  // The thumbnails are inside their buttons (named by the button): no alt of their own.
  await waitFor(() => expect(found.querySelector('img')?.getAttribute('src')).toBe('blob:photo-4'));
  // Enlarged in a dialog named by the photo, its large size; Escape closes it and focus goes back.
  const opener = within(found).getAllByRole('button')[1]!;
  opener.focus();
  await act(async () => fireEvent.click(opener));
  const dialog = screen.getByRole('dialog', { name: 'Our photo 2 of your Bugaboo Fox 5, showing why' });
  expect(photoBlob).toHaveBeenCalledWith(url(photos[1]!.imageId, 'l'));
  expect((await within(dialog).findByRole('img')).getAttribute('alt')).toBe('Our photo 2 of your Bugaboo Fox 5, showing why');
  await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('sends a revised item back free when the member says so', async () => {
  await show([revised]);
  (answerRevision as jest.Mock).mockResolvedValue(quote({ ...revised, status: 'returned' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send it back to me (free)' })));
  // Asked once more, saying where it comes back to (the member's default address: dropped off, not collected).
  expect(answerRevision).not.toHaveBeenCalled();
  expect(card('Bugaboo Fox 5').textContent).toContain('We will post it back free of charge to 12 Mill Lane, Leeds, LS1 4AB');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep the offer open' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, send it back' })));
  expect(answerRevision).toHaveBeenCalledWith('Q1', false);
  expect(screen.getByRole('status').textContent).toBe('Bugaboo Fox 5: Sent back');
});

it('lets the member have an item the shop cannot buy recycled instead of sent back, after asking once more', async () => {
  const refused = quote({ status: 'returned', webBuyOrderId: order.webBuyOrderId });
  const parcel = (recycleAgreedAt: string | null): SellingOrder => ({ ...order, status: 'received', quotes: [{ ...order.quotes[0]!, status: 'returned', recycleAgreedAt }] });
  await show([refused, quote({ quoteId: 'Q2', modelName: 'Joie Mytrax', brand: 'Joie', status: 'paid' })], [parcel(null)]);
  // Only the refused item is offered recycling.
  expect(within(card('Joie Mytrax')).queryByRole('button', { name: 'Recycle it instead' })).toBeNull();
  const item = card('Bugaboo Fox 5');
  const choice = within(item).getByRole('region', { name: 'We can’t buy this item' });
  fireEvent.click(within(choice).getByRole('button', { name: 'Recycle it instead' }));
  // Changing one's mind puts the choice back; nothing is sent.
  fireEvent.click(within(choice).getByRole('button', { name: 'No, send it back' }));
  expect(recycleItem).not.toHaveBeenCalled();
  fireEvent.click(within(choice).getByRole('button', { name: 'Recycle it instead' }));
  expect(within(choice).getByRole('group', { name: 'Recycle Bugaboo Fox 5? Once it is recycled we cannot send it back to you.' })).toBeTruthy();
  (orderDetail as jest.Mock).mockResolvedValue(parcel(at(25)));
  await act(async () => fireEvent.click(within(choice).getByRole('button', { name: 'Yes, recycle it' })));
  expect(recycleItem).toHaveBeenCalledWith(order.webBuyOrderId, 'Q1');
  expect(document.activeElement!.textContent).toBe('We’ll recycle it for you (you agreed on 25 November 2026). Thank you.');
  expect(within(item).getByText('Recycling')).toBeTruthy();
  expect(within(item).queryByRole('button', { name: 'Recycle it instead' })).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Bugaboo Fox 5: we’ll recycle it');
});

it('says when there is nothing being sold', async () => {
  (loadSelling as jest.Mock).mockResolvedValue({ quotes: [], orders: [] });
  render(
    <MemoryRouter>
      <SellingPanel memberId="42" />
    </MemoryRouter>,
  );
  expect(await screen.findByText('You are not selling anything to us at the moment.')).toBeTruthy();
});

describe('what the member is shown matches what happened (issue 32 §3)', () => {
  const paidWithin = quote({
    status: 'paid',
    payoutType: 'cash',
    offer: { total: { cash: 3366, exchange: 4000 } },
    revision: { grade: 'C', total: { cash: 2600, exchange: 3100 }, reason: 'Scuffed frame.', revisedAt: at(25) },
    payoutChoice: { method: 'bank', revisionTolerance: 1000, charity: null },
    payout: { amountPence: 2600, method: 'bank', charity: null },
    history: [
      ...quote().history,
      { fromStatus: 'inspected', toStatus: 'revised', event: 'revise', by: 'staff', at: at(25) },
      { fromStatus: 'revised', toStatus: 'paid', event: 'accept-revision', by: 'staff', at: at(25) },
    ],
  });

  it('shows the amount paid after a revision within the tolerance, with was, now, why and the tolerance', async () => {
    await show([paidWithin]);
    const c = card('Bugaboo Fox 5');
    expect(within(c).getByText('We paid you £26.00')).toBeTruthy();
    const note = within(c).getByRole('region', { name: 'We changed our offer, within the £10.00 you allowed' });
    expect(note.textContent).toContain('£33.66');
    expect(note.textContent).toContain('£26.00');
    expect(note.textContent).toContain('Why: Scuffed frame.');
  });

  it('shows the parcel with the amount paid, the first offer struck through', async () => {
    await show([paidWithin], [{ ...order, status: 'received', quotes: [{ ...order.quotes[0]!, brand: 'Bugaboo', amount: 2600, offeredAmount: 3366, paid: true, status: 'paid' }] }]);
    const parcel = screen.getByRole('listitem', { name: 'Parcel WB0123456789ABCDEF' });
    expect(parcel.querySelector('s')!.textContent).toBe('£33.66');
    expect(within(parcel).getByText('£26.00 paid')).toBeTruthy();
  });

  const voucher = { method: 'voucher' as const, revisionTolerance: 0, tradeUpBonus: 1000, charity: null };
  it('a voucher on the trade-up list says the whole it will be worth, bonus included, before payment', async () => {
    await show([quote({ payoutType: 'exchange', status: 'accepted', payoutChoice: voucher, offer: { total: { cash: 1200, exchange: 1448 } } })]);
    expect(within(card('Bugaboo Fox 5')).getByText('£24.48 to spend with us, with your £10.00 trade-up bonus')).toBeTruthy();
  });

  it('a paid voucher on the trade-up list says what was paid and that the bonus is in it', async () => {
    await show([quote({ payoutType: 'exchange', status: 'paid', payoutChoice: voucher, offer: { total: { cash: 1200, exchange: 1448 } }, payout: { amountPence: 2448, method: 'voucher', charity: null } })]);
    expect(within(card('Bugaboo Fox 5')).getByText('We paid you £24.48 to spend with us, with your £10.00 trade-up bonus')).toBeTruthy();
  });

  it('never calls a donation cash: it names the charity', async () => {
    await show([quote({ payoutChoice: { method: 'charity', revisionTolerance: 0, charity: { name: 'NSPCC' } }, offer: { total: { cash: 4815, exchange: 5800 } } })]);
    const c = card('Bugaboo Fox 5');
    expect(within(c).getByText('We will give £48.15 to NSPCC on your behalf')).toBeTruthy();
    expect(c.textContent).not.toMatch(/cash/i);
  });

  it('an offer links to itself with Accept; an ended one says when and asks again; a quote can be cancelled after asking', async () => {
    const offered = quote({ quoteId: 'Q2', modelName: 'Joie Versatrax', brand: 'Joie', status: 'offered', nextStatuses: ['draft', 'accepted', 'cancelled'] });
    const ended = quote({ quoteId: 'Q3', modelName: 'Versatrax', brand: 'Joie', masterBoxId: 'M83-JOIEVERSATRAX', categoryId: 83, status: 'expired', offerExpiresAt: '2026-12-14T10:00:00.000Z', nextStatuses: [] });
    await show([offered, ended]);
    const o = screen.getAllByRole('listitem', { name: 'Joie Versatrax' });
    expect(o).toHaveLength(2); // the brand written once, however the model is named
    expect(within(o[0]!).getByRole('link', { name: 'See how we worked it out' }).getAttribute('href')).toBe('/sell-to-us/quotation-questions?quote=Q2');
    expect(within(o[0]!).getByRole('link', { name: 'Accept this offer' }).getAttribute('href')).toBe('/sell-to-us/quotation-questions?quote=Q2');
    expect(o[1]!.textContent).toContain('This offer ended on 14 December 2026.');
    expect(within(o[1]!).getByRole('link', { name: 'Ask for a new quote' }).getAttribute('href')).toBe('/sell-to-us/quotation-questions?model=M83-JOIEVERSATRAX&category=83');
    expect(within(o[1]!).queryByRole('button', { name: 'Cancel this quote' })).toBeNull();
    (cancelQuote as jest.Mock).mockResolvedValue({ ...offered, status: 'cancelled', nextStatuses: [] });
    await act(async () => fireEvent.click(within(o[0]!).getByRole('button', { name: 'Cancel this quote' })));
    expect(cancelQuote).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(o[0]!).getByRole('button', { name: 'Yes, cancel it' })));
    expect(cancelQuote).toHaveBeenCalledWith('Q2');
    expect(screen.getByRole('status').textContent).toBe('Joie Versatrax: Cancelled');
  });
});

it('a parcel can be cancelled, after asking, until the courier has it; then the list is read afresh', async () => {
  const booked: SellingOrder = { ...order, collection: { courier: 'Royal Mail', date: '2026-11-24', trackingNumber: 'LL123456789GB', status: 'booked', events: [] } };
  await show([quote({ status: 'sent', webBuyOrderId: order.webBuyOrderId })], [booked]);
  const parcel = card('Parcel WB0123456789ABCDEF');
  fireEvent.click(within(parcel).getByRole('button', { name: 'Cancel this parcel' }));
  expect(within(parcel).getByText(/The courier will not come/)).toBeTruthy();
  expect(document.activeElement).toBe(within(parcel).getByRole('button', { name: 'No, keep it' }));
  fireEvent.click(within(parcel).getByRole('button', { name: 'No, keep it' }));
  expect(cancelParcel).not.toHaveBeenCalled();
  (cancelParcel as jest.Mock).mockResolvedValue({ ...booked, status: 'cancelled' });
  (loadSelling as jest.Mock).mockResolvedValue({ quotes: [quote()], orders: [{ ...booked, status: 'cancelled' }] });
  fireEvent.click(within(parcel).getByRole('button', { name: 'Cancel this parcel' }));
  fireEvent.click(within(parcel).getByRole('button', { name: 'Yes, cancel the parcel' }));
  await waitFor(() => expect(cancelParcel).toHaveBeenCalledWith(order.webBuyOrderId));
  await waitFor(() => expect(loadSelling).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(within(card('Parcel WB0123456789ABCDEF')).queryByRole('button', { name: 'Cancel this parcel' })).toBeNull());
});

it('offers no cancel once the courier has collected the parcel, or the shop has it', async () => {
  const collected: SellingOrder = {
    ...order,
    collection: { courier: 'Royal Mail', date: '2026-11-24', trackingNumber: 'LL123456789GB', status: 'collected', events: [{ status: 'collected', location: null, at: at(24) }] },
  };
  await show([quote({ status: 'sent', webBuyOrderId: order.webBuyOrderId })], [collected, { ...order, webBuyOrderId: 'WB0000000000000002', status: 'received' }]);
  expect(screen.getAllByRole('listitem', { name: /^Parcel / })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Cancel this parcel' })).toBeNull();
});
