// The home page's structured content (home.*: quick links, USP tiles...) as stored, for the
// catalogue's GET /v3/content/home (the content table is this module's, issue 34 §3). Read at each
// call, not from the service's cache: the catalogue's seed writes these rows without a version.
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

/** The shop's home.* items, key and content. */
export const homeContentRows = (q: Queryable) => q.query<{ content_key: string; content: unknown }>(`SELECT content_key, content FROM content WHERE platform_id = $1 AND content_key LIKE 'home.%'`, [SHOP_PLATFORM_ID]);
