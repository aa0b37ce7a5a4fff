// Issue 31 §3: every return/next/back parameter (the waiting room's returnTo, the stored redirect
// after sign-in, /verify-phone-number's returnTo, the preview exit's back, the test card
// provider's way back) goes through this one check, in the browser and in the API.
//
// A string check cannot know what the browser will make of a value: it drops TAB, LF and CR
// anywhere and spaces at the ends, reads '\' as '/', and '/\t/evil.example' becomes
// '//evil.example', another site. So the value is resolved by the URL parser itself (the same
// WHATWG rules as the browser's), against the shop's origin, and kept only when it stays there.

export interface SameOriginPathOptions<F extends string | null> {
  /** Where to go instead when the value is missing, unreadable or leaves the shop. Default '/'. */
  fallback?: F;
  /** The caller's own rule on the resolved path (a known route, not the page itself, …). */
  accept?: (pathname: string) => boolean;
}

/**
 * `value` resolved against `origin` (the shop's: `location.origin` in the browser, PUBLIC_URL in
 * the API, never a request's Host header) as path + search + hash, when it names a page of the
 * shop; otherwise the fallback.
 */
export function sameOriginPath(value: unknown, origin: string, options?: SameOriginPathOptions<string>): string;
export function sameOriginPath(value: unknown, origin: string, options: SameOriginPathOptions<null>): string | null;
export function sameOriginPath(value: unknown, origin: string, { fallback = '/', accept }: SameOriginPathOptions<string | null> = {}): string | null {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  let shop: URL;
  let url: URL;
  try {
    shop = new URL(origin);
    url = new URL(value, `${shop.origin}/`);
  } catch {
    return fallback;
  }
  // javascript:, data: and other schemes have the origin 'null'; blob: URLs carry the shop's origin
  // but are not pages: the scheme must be the shop's too.
  if (url.origin !== shop.origin || url.protocol !== shop.protocol) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The answer is used again as a URL (location, href, Location header): it must name the same
  // page once more. '/.//evil.example' resolves to the path '//evil.example', which read again is
  // another site.
  const again = new URL(path, `${shop.origin}/`);
  if (again.origin !== shop.origin || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  if (accept && !accept(url.pathname)) return fallback;
  return path;
}
