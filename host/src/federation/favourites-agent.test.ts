import { createBus, type ShopEvents } from '@shop/shared/bus';
import { connectFavouritesAgent } from './favourites-agent';
import { loadExpose } from './remotes';

jest.mock('./remotes', () => ({ loadExpose: jest.fn(), remoteVersion: () => 'test' }));
jest.mock('@shop/shared/reporting', () => ({ report: { exception: jest.fn() } }));
const load = loadExpose as jest.MockedFunction<typeof loadExpose>;

function agent() {
  const startFavouritesAgent = jest.fn();
  load.mockResolvedValue({ startFavouritesAgent });
  return startFavouritesAgent;
}
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => load.mockReset());

it("loads after first paint for a signed-in member (the hearts' one ids call)", async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  let paint: (() => void) | undefined;
  connectFavouritesAgent(bus, { afterFirstPaint: (go) => (paint = go), signedIn: () => true });
  expect(load).not.toHaveBeenCalled();
  paint!();
  await settle();
  expect(load).toHaveBeenCalledWith('account', 'favourites-agent');
  expect(start).toHaveBeenCalledWith({ pending: [] });
});

it('loads nothing for a guest who only browses, even past an out-of-stock page', async () => {
  agent();
  const bus = createBus<ShopEvents>();
  const afterFirstPaint = jest.fn();
  connectFavouritesAgent(bus, { afterFirstPaint, signedIn: () => false });
  bus.emit('catalogue:stock-alert-shown', { boxId: 'LL000001' });
  bus.emit('catalogue:coming-up-shown', {});
  bus.emit('catalogue:child-sizes-shown', {});
  await settle();
  expect(afterFirstPaint).not.toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();
});

it("hands a guest's first heart press over to the agent it loads", async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  connectFavouritesAgent(bus, { afterFirstPaint: jest.fn(), signedIn: () => false });
  bus.emit('catalogue:favourite-toggle-requested', { boxId: 'LL000001', boxName: 'Cot' });
  bus.emit('catalogue:stock-alert-requested', { boxId: 'LL000002' });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(start).toHaveBeenCalledWith({
    pending: [
      { type: 'catalogue:favourite-toggle-requested', payload: { boxId: 'LL000001', boxName: 'Cot' } },
      { type: 'catalogue:stock-alert-requested', payload: { boxId: 'LL000002' } },
    ],
  });
});

it("hands a member's questions (sizes for 'Fits my child') to the agent without a word on failure", async () => {
  load.mockRejectedValueOnce(new Error('RUNTIME-003'));
  const bus = createBus<ShopEvents>();
  const snackbars: string[] = [];
  bus.on('host:show-snackbar').subscribe((s) => snackbars.push(s.message));
  connectFavouritesAgent(bus, { afterFirstPaint: jest.fn(), signedIn: () => true });
  bus.emit('catalogue:child-sizes-shown', {});
  await settle();
  expect(snackbars).toEqual([]);
  const start = agent();
  bus.emit('catalogue:child-sizes-shown', {});
  await settle();
  expect(start).toHaveBeenCalledWith({ pending: [{ type: 'catalogue:child-sizes-shown', payload: {} }] });
});

it('loads on sign-in', async () => {
  const start = agent();
  const bus = createBus<ShopEvents>();
  connectFavouritesAgent(bus, { afterFirstPaint: jest.fn(), signedIn: () => false });
  bus.emit('host:signed-in', { memberId: 'm1' });
  await settle();
  expect(start).toHaveBeenCalledTimes(1);
});

it('says so when the account remote cannot load, and tries again on the next press', async () => {
  load.mockRejectedValueOnce(new Error('RUNTIME-003'));
  const bus = createBus<ShopEvents>();
  const snackbars: string[] = [];
  bus.on('host:show-snackbar').subscribe((s) => snackbars.push(s.message));
  connectFavouritesAgent(bus, { afterFirstPaint: jest.fn(), signedIn: () => true });
  bus.emit('catalogue:favourite-toggle-requested', { boxId: 'LL000001' });
  await settle();
  expect(snackbars).toEqual(['Favourites are not available right now. Please try again.']);
  const start = agent();
  bus.emit('catalogue:favourite-toggle-requested', { boxId: 'LL000003' });
  await settle();
  expect(start).toHaveBeenCalledWith({ pending: [{ type: 'catalogue:favourite-toggle-requested', payload: { boxId: 'LL000003' } }] });
});
