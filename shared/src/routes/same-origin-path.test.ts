import { sameOriginPath } from './same-origin-path';
import { valuesThatLeave, valuesThatStay } from './tricky-return-values';

const ORIGIN = 'http://127.0.0.1:8080';

describe('sameOriginPath (issue 31 §3)', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(sameOriginPath('/products?q=pram#top', ORIGIN)).toBe('/products?q=pram#top');
    expect(sameOriginPath('/buy', ORIGIN, { fallback: '/myaccount' })).toBe('/buy');
    expect(sameOriginPath('/myaccount?tab=orders', ORIGIN)).toBe('/myaccount?tab=orders');
  });

  it('turns the shop’s own absolute address into its path (default port and case alike)', () => {
    expect(sameOriginPath(`${ORIGIN}/buy?x=1`, ORIGIN)).toBe('/buy?x=1');
    expect(sameOriginPath('HTTP://SHOP.EXAMPLE:80/basket', 'http://shop.example')).toBe('/basket');
    expect(sameOriginPath('https://shop.example/basket', 'https://shop.example/some/path')).toBe('/basket');
  });

  it('gives the fallback for nothing at all', () => {
    for (const nothing of [null, undefined, '', '   ', 42, {}]) expect(sameOriginPath(nothing, ORIGIN, { fallback: '/myaccount' })).toBe('/myaccount');
    expect(sameOriginPath(null, ORIGIN)).toBe('/');
    expect(sameOriginPath(null, ORIGIN, { fallback: null })).toBeNull();
  });

  it.each(valuesThatLeave(ORIGIN).map((v) => [JSON.stringify(v), v]))('refuses %s', (_, value) => {
    expect(sameOriginPath(value, ORIGIN, { fallback: '/fallback' })).toBe('/fallback');
    expect(sameOriginPath(value, ORIGIN, { fallback: null })).toBeNull();
  });

  it.each(valuesThatStay(ORIGIN).map(([v, path]) => [JSON.stringify(v), v, path]))('keeps %s on the shop', (_, value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it('answers only what names the same page again on the shop, whatever the input', () => {
    for (const value of [...valuesThatLeave(ORIGIN), ...valuesThatStay(ORIGIN).map(([v]) => v)]) {
      const path = sameOriginPath(value, ORIGIN, { fallback: '/' });
      expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
      expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('judges by the origin it is given, never by the value’s host', () => {
    expect(sameOriginPath('http://localhost:8080/buy', 'http://127.0.0.1:8080')).toBe('/');
    expect(sameOriginPath('https://127.0.0.1:8080/buy', 'http://127.0.0.1:8080')).toBe('/');
    expect(sameOriginPath('http://127.0.0.1:8081/buy', 'http://127.0.0.1:8080')).toBe('/');
    expect(sameOriginPath('/buy', 'not an origin')).toBe('/');
  });

  it('applies the caller’s rule to the resolved path', () => {
    const notHere = (p: string) => p !== '/waiting-room';
    expect(sameOriginPath('/waiting-room', ORIGIN, { accept: notHere })).toBe('/');
    expect(sameOriginPath('/wait\ting-room', ORIGIN, { accept: notHere })).toBe('/');
    expect(sameOriginPath('/products', ORIGIN, { accept: notHere })).toBe('/products');
  });
});
