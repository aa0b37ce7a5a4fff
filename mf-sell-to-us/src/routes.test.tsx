import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describeRoutePages } from '@shop/shared/remote/testing';
import { pages, preloadPage } from './routes';

// The pages' calls answer nothing here: each page still shows its heading while it loads.
jest.mock('./features/browse/api/buy-in-wizard', () => ({ getBuyInWizard: () => new Promise(() => {}) }));
jest.mock('./features/quote/api/quote', () => ({ getQuote: () => new Promise(() => {}), createQuote: () => new Promise(() => {}), getQuestions: () => new Promise(() => {}) }));

// The guarded steps show once a member is signed in (the host asks first).
localStorage.setItem('user', JSON.stringify({ memberId: '42' }));

describeRoutePages('sell-to-us', pages);

describe('a page preloaded before the remote mounts', () => {
  it('paints at once, with no loader in between; an unknown path preloads nothing', async () => {
    await expect(preloadPage('/sell-to-us/not-a-page')).resolves.toBeUndefined();
    await preloadPage('/sell-to-us/supercats/');
    const Page = pages['/sell-to-us/supercats']!;
    render(
      <MemoryRouter initialEntries={['/sell-to-us/supercats']}>
        <Page />
      </MemoryRouter>,
    );
    // Synchronously: the page's own heading, not the loader.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sell to us: what are you selling?');
  });
});
