import { guardDecision, matchRoute, PROFILE_TAB_PATH, ROUTES, safeReturnTo, YOUR_DATA_TAB_PATH, type GuardFacts } from './route-table';
import { valuesThatLeave } from './tricky-return-values';

const ORIGIN = 'http://127.0.0.1:8080';

const guest: GuardFacts = { signedIn: false, needsMobileVerification: false };
const member: GuardFacts = { signedIn: true, needsMobileVerification: false };
const mustVerify: GuardFacts = { signedIn: true, needsMobileVerification: true };
const route = (path: string) => matchRoute(path)!;

describe('the unified-membership guard (rules in mf-unlock/README.md)', () => {
  it('sends a member who must verify from every member page to /verify-phone-number, remembering where they were going', () => {
    for (const r of ROUTES.filter((x) => x.guard === 'auth')) {
      expect(guardDecision(r, mustVerify, `${r.path}?tab=in-store`, ORIGIN)).toEqual({ kind: 'redirect', to: `/verify-phone-number?returnTo=${encodeURIComponent(`${r.path}?tab=in-store`)}` });
    }
  });

  it('never closes the profile (to correct a mistyped number) or Your data (read, download, delete) to a member who must verify', () => {
    for (const tab of ['profile', 'your-data']) {
      expect(guardDecision(route('/myaccount'), mustVerify, `/myaccount?tab=${tab}`, ORIGIN)).toEqual({ kind: 'pass' });
      expect(guardDecision(route('/myaccount'), mustVerify, `/myaccount?foo=1&tab=${tab}#top`, ORIGIN)).toEqual({ kind: 'pass' });
    }
    expect(guardDecision(route('/myaccount'), mustVerify, PROFILE_TAB_PATH, ORIGIN)).toEqual({ kind: 'pass' });
    expect(guardDecision(route('/myaccount'), mustVerify, YOUR_DATA_TAB_PATH, ORIGIN)).toEqual({ kind: 'pass' });
    // Every other tab, and the same tab name on another member page, still goes through the proof; a guest still signs in.
    for (const wanted of ['/myaccount', '/myaccount?tab=orders', '/myaccount?tab=profilex', '/myaccount?xtab=profile'])
      expect(guardDecision(route('/myaccount'), mustVerify, wanted, ORIGIN)).toMatchObject({ kind: 'redirect' });
    expect(guardDecision(route('/buy'), mustVerify, '/buy?tab=profile', ORIGIN)).toMatchObject({ kind: 'redirect' });
    expect(guardDecision(route('/myaccount'), guest, '/myaccount?tab=your-data', ORIGIN)).toEqual({ kind: 'sign-in' });
  });

  it('lets a member with nothing to prove through every member page', () => {
    for (const r of ROUTES.filter((x) => x.guard === 'auth')) expect(guardDecision(r, member, r.path, ORIGIN)).toEqual({ kind: 'pass' });
  });

  it("asks a guest to sign in on member pages and on /verify-phone-number (the number to prove is a member's)", () => {
    expect(guardDecision(route('/myaccount'), guest, '/myaccount', ORIGIN)).toEqual({ kind: 'sign-in' });
    expect(guardDecision(route('/verify-phone-number'), guest, '/verify-phone-number', ORIGIN)).toEqual({ kind: 'sign-in' });
  });

  it('never stops anyone on public pages, whatever the facts', () => {
    for (const r of ROUTES.filter((x) => !x.guard)) for (const facts of [guest, member, mustVerify]) expect(guardDecision(r, facts, r.path, ORIGIN)).toEqual({ kind: 'pass' });
  });

  it('shows /verify-phone-number to a member who must verify', () => {
    expect(guardDecision(route('/verify-phone-number'), mustVerify, '/verify-phone-number?returnTo=%2Fbuy', ORIGIN)).toEqual({ kind: 'pass' });
  });

  it('sends a member with nothing (left) to prove on to where they were going, or to My account', () => {
    expect(guardDecision(route('/verify-phone-number'), member, '/verify-phone-number?returnTo=%2Fbuy%2Fprocess', ORIGIN)).toEqual({ kind: 'redirect', to: '/buy/process' });
    expect(guardDecision(route('/verify-phone-number'), member, '/verify-phone-number?returnTo=%2Fmyaccount%3Ftab%3Din-store', ORIGIN)).toEqual({ kind: 'redirect', to: '/myaccount?tab=in-store' });
    expect(guardDecision(route('/verify-phone-number'), member, '/verify-phone-number', ORIGIN)).toEqual({ kind: 'redirect', to: '/myaccount' });
  });

  it('returns only to a page of this shop, never elsewhere or back to itself', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/no-such-page', '/verify-phone-number', '/verify-phone-number?returnTo=/'])
      expect(safeReturnTo(bad, ORIGIN)).toBe('/myaccount');
    for (const bad of valuesThatLeave(ORIGIN)) expect(safeReturnTo(bad, ORIGIN)).toBe('/myaccount');
    expect(safeReturnTo('/sell-to-us/upload', ORIGIN)).toBe('/sell-to-us/upload');
    expect(safeReturnTo('/products?q=pram#top', ORIGIN)).toBe('/products?q=pram#top');
  });
});
