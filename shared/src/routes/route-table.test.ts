import { SELL_SEND_PATH, sellModelUrl } from '@shop/shared/rules';
import { matchRoute, ROUTES, routesOwnedBy } from './route-table';

describe('route table', () => {
  it('lists every route of spec §2 once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/clm',
        '/faq',
        '/blog',
        '/blog-detail',
        '/about',
        '/store',
        '/terms',
        '/landing',
        '/cookies',
        '/policy/cookies',
        '/privacy',
        '/policy/privacy',
        '/basket',
        '/unlock',
        '/products',
        '/buy',
        '/buy/process',
        '/buy/thankyou',
        '/feedback',
        '/contactus',
        '/myaccount',
        '/ui-components',
        '/product-detail',
        '/brand-directory',
        '/sell-to-us',
        '/sell-to-us/upload',
        '/sell-to-us/category',
        '/sell-to-us/supercats',
        '/sell-to-us/thank-you',
        '/sell-to-us/quotation-questions',
        '/member/verifyEmail',
        '/member/resetpassword',
        '/email-preferences',
        '/verify-phone-number',
      ]),
    );
  });

  it("the sell-to-us links other teams build are sell-to-us's routes", () => {
    const questions = new URL(sellModelUrl({ masterBoxId: 'MB-1', categoryId: 147 }), 'https://shop.example');
    expect(matchRoute(questions.pathname)?.owner).toBe('sell-to-us');
    expect(Object.fromEntries(questions.searchParams)).toEqual({ model: 'MB-1', category: '147' });
    expect(matchRoute(SELL_SEND_PATH)?.owner).toBe('sell-to-us');
  });

  it('guards exactly the routes of spec §6', () => {
    const authGuarded = ROUTES.filter((r) => r.guard === 'auth')
      .map((r) => r.path)
      .sort();
    expect(authGuarded).toEqual(
      ['/buy', '/buy/process', '/myaccount', '/sell-to-us/upload', '/sell-to-us/category', '/sell-to-us/supercats', '/sell-to-us/thank-you', '/sell-to-us/quotation-questions', '/sell-to-us/send'].sort(),
    );
    expect(matchRoute('/verify-phone-number')?.guard).toBe('unified-membership');
    expect(matchRoute('/unlock')?.flag).toBe('onDemandUnlock');
  });

  it('matches exact paths, ignoring a trailing slash; anything else is unknown', () => {
    expect(matchRoute('/basket/')?.owner).toBe('basket-checkout');
    expect(matchRoute('/buy/thankyou')?.owner).toBe('basket-checkout');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/basket/extra')).toBeUndefined();
  });

  it('validates product-detail ids', () => {
    const pd = matchRoute('/product-detail')!;
    expect(pd.validate!(new URLSearchParams('id=sbab123'))).toBe(true);
    expect(pd.validate!(new URLSearchParams(''))).toBe(false);
    expect(pd.validate!(new URLSearchParams('id=<script>'))).toBe(false);
  });

  it('gives every remote at least one route', () => {
    for (const name of ['catalogue', 'basket-checkout', 'account', 'sell-to-us', 'unlock'] as const) {
      expect(routesOwnedBy(name).length).toBeGreaterThan(0);
    }
  });
});
