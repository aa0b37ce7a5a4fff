import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@shop/shared/http';
import { getBuyInWizard } from '../features/browse/api/buy-in-wizard';
import { searchModels } from '../features/browse/api/search-models';
import { SellToUsPage } from './SellToUsPage';

jest.mock('../features/browse/api/buy-in-wizard', () => ({ getBuyInWizard: jest.fn() }));
jest.mock('../features/browse/api/search-models', () => ({ searchModels: jest.fn() }));

const fox = { masterBoxId: 'M83-BUGABOO-FOX-5', brand: 'Bugaboo', name: 'Fox 5', categoryId: 83, categoryName: 'Pushchairs', superCatId: 1, cashPrice: 21000, exchangePrice: 29400 };

beforeEach(() => {
  jest.resetAllMocks();
  (getBuyInWizard as jest.Mock).mockResolvedValue([
    {
      superCatId: 1,
      superCatFriendlyName: 'Prams & Pushchairs',
      categories: [
        { categoryId: 83, categoryName: 'Pushchairs' },
        { categoryId: 90, categoryName: 'Compact Strollers' },
      ],
    },
    { superCatId: 7, superCatFriendlyName: 'Car Seats', categories: [{ categoryId: 147, categoryName: 'Infant Car Seats' }] },
  ]);
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <SellToUsPage />
    </MemoryRouter>,
  );
const search = (text: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'What are you selling?' }), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  });

describe('/sell-to-us', () => {
  it('explains the three steps in the order they happen, what we buy by department, and selling in a store', async () => {
    renderPage();
    const steps = within(screen.getByRole('heading', { name: 'How selling to us works' }).parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent!);
    expect(steps).toHaveLength(3);
    // The price first (no account), then photos, then the offer accepted, then sending: as the wizard goes.
    expect(steps[0]).toMatch(/price straight away.*no account needed/);
    expect(steps[1]!.indexOf('photos')).toBeLessThan(steps[1]!.indexOf('accept'));
    expect(steps[2]).toMatch(/^Send it to us/);
    expect(await screen.findByRole('heading', { name: 'Car Seats' })).toBeTruthy();
    expect(screen.getByText('Compact Strollers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store');
  });

  it("shows cash and store credit at once for each model, and choosing one shows a guest's price", async () => {
    (searchModels as jest.Mock).mockResolvedValue([fox]);
    renderPage();
    await search('  bugaboo fox ');
    expect(searchModels).toHaveBeenCalledWith('bugaboo fox');
    const row = screen.getByRole('heading', { name: 'Bugaboo Fox 5' }).closest('li')!;
    expect(within(row).getByText('£210.00')).toBeTruthy();
    expect(within(row).getByText('£294.00')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Get a quote for Bugaboo Fox 5' }).getAttribute('href')).toBe('/sell-to-us?model=M83-BUGABOO-FOX-5&category=83');
    expect(screen.getByRole('status').textContent).toBe('Models found: 1.');
  });

  it('tells a guest the price comes before signing in; a member goes straight to the quote', async () => {
    (searchModels as jest.Mock).mockResolvedValue([fox]);
    localStorage.removeItem('user');
    const guest = renderPage();
    await search('bugaboo fox');
    expect(screen.getByText('See your price without signing in. You sign in to add photos and accept.')).toBeTruthy();
    guest.unmount();
    localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
    renderPage();
    await search('bugaboo fox');
    expect(screen.getByRole('heading', { name: 'Bugaboo Fox 5' })).toBeTruthy();
    expect(screen.queryByText(/See your price without signing in/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a quote for Bugaboo Fox 5' }).getAttribute('href')).toBe('/sell-to-us/quotation-questions?model=M83-BUGABOO-FOX-5&category=83');
    localStorage.removeItem('user');
  });

  it('asks for words before searching and says when nothing matches', async () => {
    (searchModels as jest.Mock).mockResolvedValue([]);
    renderPage();
    await search('   ');
    expect(searchModels).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('What are you selling? is a required field');
    await search('Silver Cross Wave');
    expect(screen.getByRole('status').textContent).toContain('We found no model called "Silver Cross Wave"');
  });

  it("shows the catalogue's message when the search fails, never the server's field path", async () => {
    (searchModels as jest.Mock).mockRejectedValue(new ApiError({ code: 1011, status: 404, message: 'Invalid querystring.categoryId: x', body: '' }));
    renderPage();
    await search('cot');
    expect(screen.getByText('We do not buy items of that kind online.')).toBeTruthy();
  });
});
