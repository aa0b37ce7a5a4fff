import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { contentApi } from '../api/content-api';
import { campaign } from '../test-data';
import { pages } from '../../../routes';

jest.mock('../api/content-api', () => jest.requireActual('./content-mock').mockContentApi());
jest.mock('../../../api/catalogue-api', () => ({ catalogueApi: Object.fromEntries(['brandDescription', 'home', 'rail', 'grades'].map((k) => [k, jest.fn()])) }));
const api = contentApi as unknown as Record<keyof typeof contentApi, jest.Mock>;
const catalogue = jest.requireMock('../../../api/catalogue-api').catalogueApi as Record<string, jest.Mock>;

const show = async (path: string) => {
  const Page = pages[path]!;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};

beforeEach(() => jest.clearAllMocks());

describe('the content pages', () => {
  it.each([
    ['/about', 'page.about'],
    ['/terms', 'page.terms'],
    ['/cookies', 'policy.cookies'],
    ['/policy/cookies', 'policy.cookies'],
    ['/privacy', 'policy.privacy'],
    ['/policy/privacy', 'policy.privacy'],
  ])('%s shows the title and HTML of %s', async (path, key) => {
    api.item.mockResolvedValue(campaign({ title: `Title of ${key}`, heading: undefined, cta: undefined, html: '<h2>Who we are</h2><p>Families.</p>' }));
    await show(path);
    expect(api.item).toHaveBeenCalledWith(key);
    expect(screen.getByRole('heading', { level: 1, name: `Title of ${key}` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(screen.getByText('Last updated 26 November 2026')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('/landing leads with its heading and buttons, and fetches no brand description', async () => {
    api.item.mockResolvedValue(campaign());
    await show('/landing');
    expect(api.item).toHaveBeenCalledWith('campaign.landing');
    expect(screen.getByRole('heading', { level: 1, name: 'Everything your little one needs, for less' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop pre-loved' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('link', { name: 'Sell to us' }).getAttribute('href')).toBe('/sell-to-us');
    expect(catalogue.brandDescription).not.toHaveBeenCalled();
    expect(document.title).toBe('Pre-loved, checked by hand | Little Loop');
  });

  it('/clm loads its own campaign; a button to another site is left out', async () => {
    api.item.mockResolvedValue(campaign({ heading: "Outgrown it? We'll buy it.", cta: 'Get a quote', ctaHref: 'https://elsewhere.example/' }));
    await show('/clm');
    expect(api.item).toHaveBeenCalledWith('campaign.clm');
    expect(screen.getByRole('heading', { level: 1, name: "Outgrown it? We'll buy it." })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get a quote' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sell to us' })).toBeTruthy();
  });

  it('says so when the item is missing, under the page title', async () => {
    api.item.mockResolvedValue(null);
    await show('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This page is not available just now.');
  });
});
