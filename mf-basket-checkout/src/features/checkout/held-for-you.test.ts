import { heldForYou } from './held-for-you';

const order = (o: object) => ({ orderNumber: 'WS500023', holdsStock: true, items: [{ boxId: 'LL000001' }, { boxId: 'LL000002' }, { boxId: 'LL000001' }], ...o }) as never;

describe("what the member's unpaid order holds for them", () => {
  it('names the order and each box it holds, once', () => {
    expect(heldForYou(order({}))).toEqual({ orderNumber: 'WS500023', boxIds: ['LL000001', 'LL000002'] });
  });
  it('is nothing when the order holds nothing (its payment failed) or there is none', () => {
    expect(heldForYou(order({ holdsStock: false }))).toEqual({ orderNumber: null, boxIds: [] });
    expect(heldForYou(null)).toEqual({ orderNumber: null, boxIds: [] });
  });
});
