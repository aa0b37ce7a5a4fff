// The shop's own content, written for parents (issue #17): Markdown files in this folder, one per
// content key, the key being the file's name (pages/page.about.md is 'page.about'). A key with no
// published version yet is published from its file as version 1 by 'seed'; a key staff have
// published is never touched, so a restart or a new release does not undo their edits. A key whose
// newest version is still the seed's own is published again when its file changed (a release that
// corrects the shop's own words, as issue 33 §5 did, reaches shops that already ran the old one).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { Db } from '../../../db/db.js';
import type { ContentService } from '../service.js';

export const CONTENT_SEED_DIR = dirname(fileURLToPath(import.meta.url));

/** Every seed file under the folder: its content key and path. */
export function seedFiles(dir = CONTENT_SEED_DIR): Array<{ contentKey: string; path: string }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => ({ contentKey: basename(e.name, '.md'), path: join(e.parentPath, e.name) }))
    .sort((a, b) => a.contentKey.localeCompare(b.contentKey));
}

/** Publishes the seed files whose keys have never been published, or whose seed edition is out of date; the keys published. */
export async function seedContent(db: Db, content: ContentService, platformId = SHOP_PLATFORM_ID): Promise<string[]> {
  // The newest version of each key: who published it and what it said.
  const newest = new Map(
    (
      await db.query<{ content_key: string; published_by: string; markdown: string }>(
        `SELECT DISTINCT ON (content_key) content_key, published_by, markdown FROM content_versions WHERE platform_id = $1 ORDER BY content_key, version DESC`,
        [platformId],
      )
    ).map((r) => [r.content_key, r]),
  );
  const published: string[] = [];
  for (const file of seedFiles()) {
    const markdown = readFileSync(file.path, 'utf8');
    const last = newest.get(file.contentKey);
    if (last && (last.published_by !== 'seed' || last.markdown === markdown)) continue;
    await content.publish({ platformId, contentKey: file.contentKey, markdown, publishedBy: 'seed', note: last ? "New edition of the shop's own text" : 'First edition' });
    published.push(file.contentKey);
  }
  return published;
}
