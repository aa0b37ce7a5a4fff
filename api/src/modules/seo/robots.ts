// robots.txt: search engines stay out of the pages that are a shopper's own or a step of a
// journey (basket, checkout, account, selling to the shop, unlocking a phone) and of the auth
// host; the rest is theirs, and the sitemap names every page.
import { ROUTES } from '@shop/shared/routes';

/** The remotes whose every page is private or a step of a journey. */
const PRIVATE_OWNERS = new Set(['basket-checkout', 'account', 'sell-to-us', 'unlock']);

/** Path prefixes robots keep out of: those remotes' routes, every guarded route, the host's UI gallery, the auth host. */
export function disallowedPaths(): string[] {
  const paths = ROUTES.filter((r) => PRIVATE_OWNERS.has(r.owner) || r.guard || r.owner === 'host').map((r) => r.path);
  // A prefix covers the paths below it: '/sell-to-us' covers '/sell-to-us/upload'.
  const covered = (p: string) => paths.some((q) => q !== p && p.startsWith(`${q}/`));
  return [...new Set([...paths.filter((p) => !covered(p)), '/auth/'])];
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...disallowedPaths().map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
