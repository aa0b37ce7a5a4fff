import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../api/client';
import { forgetUnlockOnline } from '../../api/unlock-online';
import { InStorePanel } from './InStorePanel';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));
// The panel's links are router links (as inside the remote).
const renderPanel = () => render(<InStorePanel memberId="42" />, { wrapper: MemoryRouter });

const mocked = api as unknown as Record<'get' | 'post' | 'put' | 'delete', jest.Mock>;
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const stores = [
  { storeId: 101, storeName: 'Bath Southgate', town: 'Bath' },
  { storeId: 102, storeName: 'Leeds Kirkgate', town: 'Leeds' },
];
const proof = {
  idproofPrimaryId: '7',
  idType: { idTypeId: 1, name: 'Passport' },
  last4: '123A',
  expiresOn: '2031-06-30',
  expired: false,
  checkedAt: '2026-11-02T11:30:00Z',
  checkedStore: { storeId: 101, storeName: 'Bath Southgate' },
};

function serve(detail: unknown, idProofs: unknown[] = [], memberships: unknown[] = [], unlockOn = false) {
  mocked.get.mockImplementation(async (url: string) =>
    url === '/settings/prelogin'
      ? answer({ preLoginSettings: { featureFlags: { onDemandUnlock: unlockOn } } })
      : url === '/stores'
        ? answer({ stores })
        : url.endsWith('/instoredetail')
          ? answer({ inStoreDetail: detail })
          : url.endsWith('/instoremembership')
            ? answer({ memberships, storeCreditPence: memberships.reduce((n: number, m) => n + (m as { storeCreditPence: number }).storeCreditPence, 0) })
            : answer({ idProofs }),
  );
}

let snackbars: string[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  forgetUnlockOnline();
  snackbars = [];
  listening = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
});
afterEach(() => listening.unsubscribe());

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save in-store details' }));
  });
};

describe('In-store membership tab', () => {
  it('sets the home store the first time (POST); no card number is typed in here', async () => {
    serve(null);
    mocked.post.mockResolvedValue(answer({ inStoreDetail: { homeStore: stores[1], membershipNumber: null } }));
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Home store'), { target: { value: '102' } });
    expect(screen.queryByLabelText(/Membership number/)).toBeNull();
    await save();
    expect(mocked.post).toHaveBeenCalledWith('/members/42/instoredetail', { homeStoreId: 102, membershipNumber: null });
    expect(snackbars).toEqual(['Your in-store details are saved.']);
  });

  it('changes the home store with PUT, clearing a card number once typed in without proof', async () => {
    serve({ homeStore: stores[0], membershipNumber: 'LL12345674' });
    mocked.put.mockResolvedValue(answer({ inStoreDetail: { homeStore: stores[1], membershipNumber: null } }));
    renderPanel();
    const home = (await screen.findByLabelText('Home store')) as HTMLSelectElement;
    expect(home.value).toBe('101');
    fireEvent.change(home, { target: { value: '102' } });
    await save();
    expect(mocked.put).toHaveBeenCalledWith('/members/42/instoredetail', { homeStoreId: 102, membershipNumber: null });
  });

  it('checks the store before calling', async () => {
    serve(null);
    renderPanel();
    await screen.findByLabelText('Home store');
    await save();
    expect(mocked.post).not.toHaveBeenCalled();
    expect(await screen.findByText('Please choose your home store.')).toBeTruthy();
  });

  it('links a member with a store card to the unlock proof while /unlock is open, and not otherwise', async () => {
    serve(null, [], [], true);
    renderPanel();
    expect((await screen.findByRole('link', { name: 'Add a store card to this account' })).getAttribute('href')).toBe('/unlock');
    cleanup();
    forgetUnlockOnline();
    serve(null, [], [], false);
    renderPanel();
    await screen.findByLabelText('Home store');
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Add a store card to this account' })).toBeNull();
  });

  it('lists the ID checks (type, last 4, expiry, when and where) and deletes one after asking', async () => {
    serve(null, [proof]);
    mocked.delete.mockResolvedValue(answer({ deleted: true }));
    renderPanel();
    expect(await screen.findByText('Passport')).toBeTruthy();
    expect(screen.getByText('123A')).toBeTruthy();
    expect(screen.getByText('30 June 2031')).toBeTruthy();
    expect(screen.getByText('2 November 2026 at Bath Southgate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the ID check of Passport ending 123A' }));
    serve(null, []);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(mocked.delete).toHaveBeenCalledWith('/members/42/idproof/7');
    await waitFor(() => expect(screen.getByText('We have not checked your ID in store yet.')).toBeTruthy());
    expect(snackbars).toEqual(['The ID check is deleted.']);
  });

  it('shows a linked membership: the card as printed, home store, since when, store credit and every trade in store', async () => {
    const linked = {
      membershipNumber: 'LL24000002',
      name: 'Noah Jackson',
      homeStore: { storeId: 102, storeName: 'Leeds Kirkgate' },
      storeCreditPence: 4350,
      linkedHow: 'unlocked',
      linkedAt: '2026-11-20T10:15:00Z',
      mobileVerified: true,
      trades: [
        {
          tradeId: '9',
          tradedOn: '2026-10-03',
          storeId: 102,
          storeName: 'Leeds Kirkgate',
          kind: 'sold',
          items: [
            { name: 'Silver Cross Pioneer pram', pricePence: 8500 },
            { name: 'Baby bath', pricePence: 500 },
          ],
          amountPence: 9000,
        },
        { tradeId: '8', tradedOn: '2026-08-14', storeId: 101, storeName: 'Bath Southgate', kind: 'bought', items: [{ name: 'Frugi rain suit, 2-3 years', pricePence: 1200 }], amountPence: 1200 },
      ],
    };
    serve({ homeStore: stores[1], membershipNumber: 'LL24000002' }, [], [linked]);
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Your linked membership' });
    expect(mocked.get).toHaveBeenCalledWith('/members/42/instoremembership');
    const facts = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual(['LL 2400 0002', 'Noah Jackson', 'Leeds Kirkgate', '20 November 2026', '£43.50']);
    const table = within(card).getByRole('table', { name: 'Trades in store with membership LL 2400 0002' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3 October 2026', 'Leeds Kirkgate', 'You sold to us: Silver Cross Pioneer pram, Baby bath', '£90.00'],
      ['14 August 2026', 'Bath Southgate', 'You bought: Frugi rain suit, 2-3 years', '£12.00'],
    ]);
  });

  it('shows the store credit to spend online in all, across every linked card (issue 33 §2)', async () => {
    const card = (membershipNumber: string, storeCreditPence: number) => ({
      membershipNumber,
      name: 'Noah Jackson',
      homeStore: { storeId: 102, storeName: 'Leeds Kirkgate' },
      storeCreditPence,
      linkedHow: 'unlocked',
      linkedAt: '2026-11-20T10:15:00Z',
      mobileVerified: true,
      trades: [],
    });
    serve(null, [], [card('LL24000002', 4350), card('LL24000010', 1225)]);
    renderPanel();
    const total = await screen.findByTestId('store-credit-total');
    expect(total.textContent).toBe('Store credit to spend online: £55.75 across your 2 cards');
    expect(screen.getByRole('region', { name: 'Your linked memberships' })).toBeTruthy();
  });

  it('shows no linked-membership section to an account without one', async () => {
    serve(null);
    renderPanel();
    await screen.findByLabelText('Home store');
    expect(screen.queryByRole('region', { name: 'Your linked membership' })).toBeNull();
  });
});
