import { createBus, type ShopEvents } from '@shop/shared/bus';
import { connectBasketAgent } from './basket-agent';
import { loadExpose } from './remotes';

jest.mock('./remotes', () => ({ loadExpose: jest.fn(), remoteVersion: () => 'test' }));
const load = loadExpose as jest.MockedFunction<typeof loadExpose>;

function agent() {
  const startBasketAgent = jest.fn();
  load.mockResolvedValue({ startBasketAgent });
  return startBasketAgent;
}
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => load.mockReset());

it('loads after first paint when there may be a basket to count', async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  let paint: (() => void) | undefined;
  connectBasketAgent(bus, { afterFirstPaint: (go) => (paint = go), basketMayExist: () => true });
  expect(load).not.toHaveBeenCalled();
  paint!();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(start).toHaveBeenCalledWith({ pending: [] });
});

it('with no basket, does not load until an add request, and hands the request over', async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  const afterFirstPaint = jest.fn();
  connectBasketAgent(bus, { afterFirstPaint, basketMayExist: () => false });
  expect(afterFirstPaint).not.toHaveBeenCalled();
  await settle();
  expect(load).not.toHaveBeenCalled();
  bus.emit('catalogue:add-to-basket-requested', { boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(start).toHaveBeenCalledWith({ pending: [{ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 }] });
});

it('with no basket, loads when a member signs in (their live basket)', async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  connectBasketAgent(bus, { afterFirstPaint: jest.fn(), basketMayExist: () => false });
  bus.emit('host:signed-in', { memberId: 'm1' });
  await settle();
  expect(start).toHaveBeenCalledTimes(1);
});
