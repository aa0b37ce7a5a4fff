import { ApiError } from '@shop/shared/http';
import { endAttempt, placeOrder, resumeOrder } from './place-order';

const order = (toPay: number) => ({ orderId: '7', orderNumber: 'WS7', status: 'awaiting_payment', toPay }) as never;
const failure = (code: number | string) => new ApiError({ code, status: 402, message: 'Payment Required', body: { response: { error: { code, message: 'declined' } } } });

function fakeApi(process: () => Promise<unknown>) {
  const keys: string[] = [];
  const api = {
    generateOrder: jest.fn(async (key: string) => {
      keys.push(key);
      return order(12.5);
    }),
    processOrder: jest.fn(process),
  };
  return { api: api as never, keys, raw: api };
}

const input = { paymentTypeId: 20, expectedTotal: 12.5, card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'A' } };

beforeEach(() => endAttempt());

describe('placing an order (never charged twice)', () => {
  it('retries with the same idempotency key after a lost answer, so the server finds the same order', async () => {
    let calls = 0;
    const { api, keys } = fakeApi(async () => {
      if (calls++ === 0) throw new ApiError({ code: -1, status: '', message: 'timed out', body: '' });
      return { order: order(12.5), payment: { status: 'paid' } };
    });
    await expect(placeOrder(input, api)).rejects.toMatchObject({ code: -1 });
    await expect(placeOrder(input, api)).resolves.toMatchObject({ kind: 'paid' });
    expect(keys[0]).toBe(keys[1]);
  });

  it("uses a new key after a refused payment and after success (the API pays the checkout's own order again, found by its basket)", async () => {
    let refuse = true;
    const { api, keys } = fakeApi(async () => {
      if (refuse) throw failure(50002);
      return { order: order(12.5), payment: { status: 'paid' } };
    });
    await expect(placeOrder(input, api)).rejects.toMatchObject({ code: 50002 });
    refuse = false;
    await placeOrder(input, api);
    await placeOrder(input, api);
    expect(new Set(keys).size).toBe(3);
  });

  it('a changed request (another address, total or voucher) gets its own key', async () => {
    const { api, keys } = fakeApi(async () => {
      throw new ApiError({ code: -1, status: '', message: 'reset by peer', body: '' });
    });
    await placeOrder(input, api).catch(() => undefined);
    await placeOrder({ ...input, expectedTotal: 14 }, api).catch(() => undefined);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends no card when a voucher pays it all, and hands back a provider page to visit', async () => {
    const { api, raw } = fakeApi(async () => ({ order: order(0), payment: { status: 'challenge', challengeUrl: '/test-provider/3ds/TP1' } }));
    raw.generateOrder.mockImplementation(async (key: string) => (void key, order(0)));
    await expect(placeOrder(input, api)).resolves.toEqual({ kind: 'challenge', order: order(0), url: '/test-provider/3ds/TP1' });
    expect(raw.processOrder).toHaveBeenCalledWith('7', undefined);
  });

  it("asks the provider to save the typed card when 'save' is ticked, and pays with a saved card by its id and CVV only", async () => {
    const { api, raw } = fakeApi(async () => ({ order: order(12.5), payment: { status: 'paid' } }));
    await placeOrder({ ...input, saved: { saveCard: true } }, api);
    expect(raw.processOrder).toHaveBeenLastCalledWith('7', input.card, undefined, { saveCard: true });
    const storedCard = { cardTokenId: '6f1c2a8e-0b7d-4c1e-9a53-2d4f8e7b1c90', cvc: '321' };
    await placeOrder({ paymentTypeId: 20, expectedTotal: 12.5, saved: { storedCard } }, api);
    expect(raw.processOrder).toHaveBeenLastCalledWith('7', undefined, undefined, { storedCard });
  });

  it('the saved-card choice does not change the idempotency key of the order (the same order is paid)', async () => {
    let calls = 0;
    const { api, keys } = fakeApi(async () => {
      if (calls++ === 0) throw failure(1656);
      return { order: order(12.5), payment: { status: 'paid' } };
    });
    await expect(placeOrder({ paymentTypeId: 20, expectedTotal: 12.5, saved: { storedCard: { cardTokenId: 'gone', cvc: '123' } } }, api)).rejects.toMatchObject({ code: 1656 });
    await placeOrder(input, api);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('coming back from the card check (/buy/process)', () => {
  const conflict = new ApiError({ code: 'C000', status: 409, message: 'Conflict', body: { response: { error: { code: 'C000', message: 'This payment has already been confirmed.' } } } });

  it("sends the provider's redirectResult to verifyadyenorder, and anything else (PayPal, Klarna) to process", async () => {
    const api = {
      verifyCardOrder: jest.fn(async () => ({ order: order(12.5), payment: { status: 'paid' } })),
      processOrder: jest.fn(async () => ({ order: order(12.5), payment: { status: 'paid' } })),
      order: jest.fn(),
    };
    await expect(resumeOrder('7', { redirectResult: 'Ab12-cd34' }, api as never)).resolves.toMatchObject({ kind: 'paid' });
    expect(api.verifyCardOrder).toHaveBeenCalledWith('7', 'Ab12-cd34');
    expect(api.processOrder).not.toHaveBeenCalled();
    await resumeOrder('7', { token: 'PAYPAL1', PayerID: 'P1' }, api as never);
    expect(api.processOrder).toHaveBeenCalledWith('7', undefined, { token: 'PAYPAL1', PayerID: 'P1' });
  });

  it('a reload after the order was confirmed reads the paid order back; a conflict on an unpaid order stays an error', async () => {
    const paidOrder = { ...(order(12.5) as object), status: 'paid' };
    const api = { verifyCardOrder: jest.fn(async () => Promise.reject(conflict)), processOrder: jest.fn(), order: jest.fn(async () => paidOrder) };
    await expect(resumeOrder('7', { redirectResult: 'Ab12-cd34' }, api as never)).resolves.toEqual({ kind: 'paid', order: paidOrder });
    api.order.mockResolvedValue({ ...paidOrder, status: 'awaiting_payment' });
    await expect(resumeOrder('7', { redirectResult: 'Ab12-cd34' }, api as never)).rejects.toBe(conflict);
  });

  it("a reload after the bank refused reads the refusal back in the provider's words", async () => {
    const refused = { ...(order(12.5) as object), status: 'payment_failed', paymentFailure: 'Your bank could not confirm this payment (3-D Secure).' };
    const api = { verifyCardOrder: jest.fn(async () => Promise.reject(conflict)), processOrder: jest.fn(), order: jest.fn(async () => refused) };
    await expect(resumeOrder('7', { redirectResult: 'Ab12-cd34' }, api as never)).rejects.toMatchObject({ code: 50002, body: { response: { error: { message: /3-D Secure/ } } } });
  });
});
