import { bus } from '@shop/shared/bus';
import { startFavouritesAgent } from './favourites-agent';
import { addFavourite } from './features/favourites/api/add-favourite';
import { getFavouriteIds } from './features/favourites/api/get-favourite-ids';
import { removeFavourite } from './features/favourites/api/remove-favourite';
import { addStockAlert } from './features/stock-alerts/api/add-stock-alert';
import { getStockAlertStatus } from './features/stock-alerts/api/get-stock-alert-status';
import { getChildren } from './features/children/api/children';

jest.mock('./features/favourites/api/get-favourite-ids', () => ({ getFavouriteIds: jest.fn() }));
jest.mock('./features/favourites/api/add-favourite', () => ({ addFavourite: jest.fn() }));
jest.mock('./features/favourites/api/remove-favourite', () => ({ removeFavourite: jest.fn() }));
jest.mock('./features/stock-alerts/api/add-stock-alert', () => ({ addStockAlert: jest.fn() }));
jest.mock('./features/stock-alerts/api/get-stock-alert-status', () => ({ getStockAlertStatus: jest.fn() }));
jest.mock('./features/children/api/children', () => ({ getChildren: jest.fn() }));

const mocked = <T extends (...args: never[]) => unknown>(f: T) => f as unknown as jest.MockedFunction<T>;
const settle = () => new Promise((r) => setTimeout(r, 0));
const signIn = (memberId: string) => localStorage.setItem('user', JSON.stringify({ memberId }));

const seen: Array<[string, unknown]> = [];
for (const type of ['account:favourites-changed', 'account:stock-alert-status', 'account:coming-up', 'account:child-sizes', 'host:open-dialog', 'host:show-snackbar'] as const) {
  bus.on(type).subscribe((payload) => seen.push([type, payload]));
}
const of = (type: string) => seen.filter(([t]) => t === type).map(([, p]) => p);

// One agent per page: these steps run in order on one started agent, as a page would.
it('loads the ids once for a member, hands over pending presses, and toggles the heart both ways', async () => {
  signIn('42');
  mocked(getFavouriteIds).mockResolvedValue(['LL000001']);
  mocked(removeFavourite).mockResolvedValue([]);
  mocked(addFavourite).mockResolvedValue(['LL000001']);
  startFavouritesAgent({ pending: [{ type: 'catalogue:favourite-toggle-requested', payload: { boxId: 'LL000001', boxName: 'Cot' } }] });
  await settle();
  expect(getFavouriteIds).toHaveBeenCalledTimes(1);
  // The press waited for the ids, so it removed the favourite the member had.
  expect(removeFavourite).toHaveBeenCalledWith('42', 'LL000001');
  expect(of('account:favourites-changed')).toEqual([{ boxIds: ['LL000001'] }, { boxIds: [] }]);
  expect(of('host:show-snackbar')).toContainEqual(expect.objectContaining({ message: 'Removed Cot from your favourites.', kind: 'success' }));

  bus.emit('catalogue:favourite-toggle-requested', { boxId: 'LL000001', boxName: 'Cot' });
  await settle();
  expect(addFavourite).toHaveBeenCalledWith('42', 'LL000001');
  expect(bus.latest('account:favourites-changed')).toEqual({ boxIds: ['LL000001'] });
});

it("answers what is coming up with the children's next sizes, one per size and nothing about a child", async () => {
  const size = (label: string, due: string, inStock: number) => ({ stageId: `clothing-${label}`, label, due, inStock, url: `/products?superCatId=2&size=${label}` });
  const child = (childId: string, born: string, comingUp: ReturnType<typeof size> | null) => ({ childId, born, heightCm: 70, addedAt: '2026-11-01T10:00:00.000Z', stages: [], comingUp });
  mocked(getChildren).mockResolvedValue({
    children: [child('1', '2026-05', size('9-12 months', '2027-02', 14)), child('2', '2026-06', size('9-12 months', '2027-02', 14)), child('3', '2015-01', null), child('4', '2025-01', size('2-3 years', '2027-01', 5))],
    max: 8,
  });
  bus.emit('catalogue:coming-up-shown', {});
  await settle();
  expect(getChildren).toHaveBeenCalledWith('42');
  expect(of('account:coming-up')).toEqual([
    {
      sizes: [
        { label: '9-12 months', due: '2027-02', inStock: 14, url: '/products?superCatId=2&size=9-12 months' },
        { label: '2-3 years', due: '2027-01', inStock: 5, url: '/products?superCatId=2&size=2-3 years' },
      ],
    },
  ]);
  expect(JSON.stringify(of('account:coming-up'))).not.toMatch(/2026-05|childId|heightCm/);
});

it("answers the sizes the children wear now and next, each size once, 'now' first, and nothing about a child", async () => {
  const stage = (label: string) => ({ kind: 'clothing' as const, id: `clothing-${label}`, label: label.replace('-', '–'), fromMonths: 0, toMonths: 1, shopSize: label });
  const clothing = (now: string | null, next: string | null) => ({ kind: 'clothing' as const, now: now ? stage(now) : null, next: next ? stage(next) : null, nextDue: null, outgrown: [] });
  const child = (childId: string, born: string, stages: ReturnType<typeof clothing>[]) => ({ childId, born, heightCm: null, addedAt: '2026-11-01T10:00:00.000Z', stages, comingUp: null });
  mocked(getChildren).mockResolvedValue({
    children: [
      child('1', '2026-05', [clothing('6-9 months', '9-12 months')]),
      // A younger sibling whose next size is the first child's size now: it is listed once, as 'now'.
      child('2', '2026-08', [clothing('3-6 months', '6-9 months')]),
      child('3', '2014-01', [clothing(null, null)]),
    ],
    max: 8,
  });
  bus.emit('catalogue:child-sizes-shown', {});
  await settle();
  expect(of('account:child-sizes')).toEqual([
    {
      sizes: [
        { fit: 'now', label: '6–9 months', shopSize: '6-9 months' },
        { fit: 'now', label: '3–6 months', shopSize: '3-6 months' },
        { fit: 'next', label: '9–12 months', shopSize: '9-12 months' },
      ],
    },
  ]);
  expect(JSON.stringify(of('account:child-sizes'))).not.toMatch(/2026-05|childId|heightCm/);
});

it("answers a stock alert's status and sets one", async () => {
  mocked(getStockAlertStatus).mockResolvedValue(false);
  mocked(addStockAlert).mockResolvedValue(undefined);
  bus.emit('catalogue:stock-alert-shown', { boxId: 'LL000009' });
  await settle();
  expect(of('account:stock-alert-status')).toEqual([{ boxId: 'LL000009', alerted: false }]);
  bus.emit('catalogue:stock-alert-requested', { boxId: 'LL000009', boxName: 'Pram' });
  await settle();
  expect(addStockAlert).toHaveBeenCalledWith('42', 'LL000009');
  expect(of('account:stock-alert-status').at(-1)).toEqual({ boxId: 'LL000009', alerted: true });
  expect(of('host:show-snackbar').at(-1)).toEqual(expect.objectContaining({ message: "We'll e-mail you when Pram is back in stock.", kind: 'success' }));
});

it('a status read still under way when the shopper sets the alert does not undo it (read before the alert was saved)', async () => {
  let answerStatus: (alerted: boolean) => void = () => undefined;
  mocked(getStockAlertStatus).mockImplementationOnce(() => new Promise<boolean>((resolve) => (answerStatus = resolve)));
  mocked(addStockAlert).mockResolvedValue(undefined);
  seen.length = 0;
  bus.emit('catalogue:stock-alert-shown', { boxId: 'LL000011' });
  bus.emit('catalogue:stock-alert-requested', { boxId: 'LL000011', boxName: 'Swing' });
  await settle();
  expect(of('account:stock-alert-status')).toEqual([{ boxId: 'LL000011', alerted: true }]);
  answerStatus(false);
  await settle();
  expect(of('account:stock-alert-status')).toEqual([{ boxId: 'LL000011', alerted: true }]);
});

it('shows the §8 message when a call fails', async () => {
  mocked(addStockAlert).mockRejectedValueOnce({ code: 2030, status: 409, message: 'Conflict' });
  bus.emit('catalogue:stock-alert-requested', { boxId: 'LL000010' });
  await settle();
  expect(of('host:show-snackbar').at(-1)).toEqual(expect.objectContaining({ message: 'You have reached the most you can keep here. Remove one to add another.', kind: 'error' }));
});

it("clears the hearts and the children's sizes on sign-out; a guest is asked to sign in and the favourite is kept after", async () => {
  localStorage.removeItem('user');
  bus.emit('host:signed-out', { reason: 'user' });
  expect(bus.latest('account:favourites-changed')).toEqual({ boxIds: [] });
  expect(bus.latest('account:child-sizes')).toEqual({ sizes: [] });
  expect(bus.latest('account:coming-up')).toEqual({ sizes: [] });
  mocked(addFavourite).mockClear();
  bus.emit('catalogue:favourite-toggle-requested', { boxId: 'LL000005', boxName: 'Bath' });
  await settle();
  expect(of('host:open-dialog').at(-1)).toEqual({ dialog: 'signIn' });
  expect(addFavourite).not.toHaveBeenCalled();

  signIn('42');
  mocked(getFavouriteIds).mockResolvedValue([]);
  mocked(addFavourite).mockResolvedValue(['LL000005']);
  bus.emit('host:signed-in', { memberId: '42' });
  await settle();
  expect(addFavourite).toHaveBeenCalledWith('42', 'LL000005');
  expect(bus.latest('account:favourites-changed')).toEqual({ boxIds: ['LL000005'] });
});
