import { viewFor } from './view';

const origin = 'http://localhost';
const guest = { signedIn: false, flags: { onDemandUnlock: false }, origin };
const member = { signedIn: true, flags: { onDemandUnlock: false }, origin };

describe('viewFor', () => {
  it('gives each route to its owner', () => {
    expect(viewFor('/', '', guest)).toMatchObject({ kind: 'page', owner: 'catalogue' });
    expect(viewFor('/basket', '', guest)).toMatchObject({ kind: 'page', owner: 'basket-checkout' });
    expect(viewFor('/sell-to-us', '', guest)).toMatchObject({ kind: 'page', owner: 'sell-to-us' });
    expect(viewFor('/member/verifyEmail', '', guest)).toMatchObject({ kind: 'page', owner: 'account' });
    expect(viewFor('/verify-phone-number', '', { ...member, needsMobileVerification: true })).toMatchObject({ kind: 'page', owner: 'unlock' });
    expect(viewFor('/ui-components', '', guest)).toMatchObject({ kind: 'page', owner: 'host' });
  });

  it('shows Page Not Found for unknown routes and failed validation', () => {
    expect(viewFor('/no-such-page', '', guest)).toEqual({ kind: 'not-found' });
    expect(viewFor('/product-detail', '', guest)).toEqual({ kind: 'not-found' });
    expect(viewFor('/product-detail', '?id=sb123', guest)).toMatchObject({ kind: 'page', owner: 'catalogue' });
  });

  it('asks a guest to sign in on guarded routes, and lets a member through', () => {
    for (const path of ['/buy', '/buy/process', '/myaccount', '/sell-to-us/upload', '/sell-to-us/thank-you']) {
      expect(viewFor(path, '', guest).kind).toBe('sign-in-required');
      expect(viewFor(path, '', member).kind).toBe('page');
    }
  });

  it('redirects /unlock to / unless the on-demand unlock flag is on', () => {
    expect(viewFor('/unlock', '', guest)).toEqual({ kind: 'redirect', to: '/' });
    expect(viewFor('/unlock', '', { signedIn: false, flags: { onDemandUnlock: true }, origin })).toMatchObject({ kind: 'page', owner: 'unlock' });
  });

  it('sends every sell-to-us route home while selling to the shop is off, and shows them when the flag is on or unsaid', () => {
    for (const path of ['/sell-to-us', '/sell-to-us/upload', '/sell-to-us/quotation-questions'])
      expect(viewFor(path, '', { signedIn: true, flags: { sellToUsEnabled: false }, origin })).toEqual({ kind: 'redirect', to: '/' });
    expect(viewFor('/sell-to-us', '', { signedIn: false, flags: { sellToUsEnabled: true }, origin })).toMatchObject({ kind: 'page', owner: 'sell-to-us' });
    expect(viewFor('/sell-to-us', '', { signedIn: false, flags: {}, origin })).toMatchObject({ kind: 'page', owner: 'sell-to-us' });
  });

  it('sends a member who must prove their mobile to /verify-phone-number first, then back (the unified-membership guard)', () => {
    const mustVerify = { ...member, needsMobileVerification: true };
    expect(viewFor('/myaccount', '?tab=in-store', mustVerify)).toEqual({ kind: 'redirect', to: '/verify-phone-number?returnTo=%2Fmyaccount%3Ftab%3Din-store' });
    expect(viewFor('/basket', '', mustVerify)).toMatchObject({ kind: 'page', owner: 'basket-checkout' });
    expect(viewFor('/verify-phone-number', '?returnTo=%2Fmyaccount%3Ftab%3Din-store', member)).toEqual({ kind: 'redirect', to: '/myaccount?tab=in-store' });
    expect(viewFor('/verify-phone-number', '', guest).kind).toBe('sign-in-required');
  });

  it('sends a member on from /verify-phone-number only to a page of this shop (issue 31 §3)', () => {
    for (const returnTo of ['/%09/evil.example/tab', '%2F%2Fevil.example', 'http%3A%2F%2Fevil.example%2F', 'javascript%3Aalert(1)', '%2F%5Cevil.example'])
      expect(viewFor('/verify-phone-number', `?returnTo=${returnTo}`, member)).toEqual({ kind: 'redirect', to: '/myaccount' });
    expect(viewFor('/verify-phone-number', `?returnTo=${encodeURIComponent('http://localhost/buy')}`, member)).toEqual({ kind: 'redirect', to: '/buy' });
  });
});
