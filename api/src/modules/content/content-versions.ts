// A content key's versions (content_versions, migration 035): publishing the next one (checked and
// rendered before anything is written, live at once), the history, and the newest source.
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { badInput, CONTENT_KEY, contentFor, MAX_MARKDOWN, PUBLISHER, STRUCTURED, type Published, type PublishInput } from './content-items.js';

/** Each of these staff ids' name (staff's staffNames, given where the service is made: staff imports content). */
export type StaffNames = (q: Queryable, staffIds: readonly string[]) => Promise<Map<string, string>>;

const NOT_FOUND = 4; // §8 generic: no such thing

async function liveVersion(db: Db, platformId: number, contentKey: string): Promise<number | null> {
  const [row] = await db.query<{ version: number | null }>('SELECT version FROM content WHERE platform_id = $1 AND content_key = $2', [platformId, contentKey]);
  return row?.version ?? null;
}

/** Publishes Markdown as the next version of a key: rendered, kept in the history, live at once (the service's cache is its caller's). */
export async function publishContent(db: Db, input: PublishInput): Promise<Published> {
  const note = (input.note ?? '').trim();
  if (!CONTENT_KEY.test(input.contentKey)) throw badInput('A content key is letters, digits, ".", "_" or "-", up to 100 characters.');
  if (STRUCTURED.test(input.contentKey)) throw badInput(`${input.contentKey} is structured content (JSON the page lays out), not Markdown.`);
  if (!PUBLISHER.test(input.publishedBy)) throw badInput('published by must be a staff id or cli:<user>');
  if (input.markdown.trim().length === 0) throw badInput('The Markdown is empty.');
  if (input.markdown.length > MAX_MARKDOWN) throw badInput(`The Markdown is longer than ${MAX_MARKDOWN} characters.`);
  if (note.length > 500) throw badInput('The note is longer than 500 characters.');
  // Checked (and rendered) before anything is written: a bad file changes nothing.
  contentFor(input.contentKey, input.markdown, 1, new Date(0).toISOString());
  for (let attempt = 0; ; attempt++) {
    try {
      const published = await db.transaction(async (tx) => {
        const [{ next }] = (await tx.query<{ next: number }>('SELECT coalesce(max(version), 0)::int + 1 AS next FROM content_versions WHERE platform_id = $1 AND content_key = $2', [
          input.platformId,
          input.contentKey,
        ])) as [{ next: number }];
        const [{ at }] = (await tx.query<{ at: Date | string }>('SELECT now() AS at')) as [{ at: Date | string }];
        const publishedAt = new Date(at).toISOString();
        const { content, html } = contentFor(input.contentKey, input.markdown, next, publishedAt);
        await tx.query(
          `INSERT INTO content_versions (platform_id, content_key, version, markdown, html, published_by, published_at, note)
           VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8)`,
          [input.platformId, input.contentKey, next, input.markdown, html, input.publishedBy, publishedAt, note],
        );
        await tx.query(
          `INSERT INTO content (platform_id, content_key, content, version, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz)
           ON CONFLICT (platform_id, content_key) DO UPDATE SET content = EXCLUDED.content, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
          [input.platformId, input.contentKey, JSON.stringify(content), next, publishedAt],
        );
        return { contentKey: input.contentKey, platformId: input.platformId, version: next, publishedBy: input.publishedBy, publishedAt, note };
      });
      return published;
    } catch (err) {
      // Two publishes of one key at once: the second takes the next number.
      if ((err as { code?: string }).code === '23505' && attempt < 3) continue;
      throw err;
    }
  }
}

/** A key's versions, newest first, with who published each and why (no sources). */
export async function contentHistory(db: Db, platformId: number, contentKey: string, staffNames: StaffNames) {
  const rows = await db.query<{ version: number; published_by: string; published_at: Date | string; note: string; chars: number }>(
    `SELECT v.version, v.published_by, v.published_at, v.note, char_length(v.markdown)::int AS chars
       FROM content_versions v
      WHERE v.platform_id = $1 AND v.content_key = $2 ORDER BY v.version DESC`,
    [platformId, contentKey],
  );
  if (rows.length === 0) throw new ApiError(404, NOT_FOUND, `No published versions of ${contentKey}.`);
  const names = await staffNames(
    db,
    rows.map((r) => r.published_by),
  );
  return {
    contentKey,
    platformId,
    liveVersion: await liveVersion(db, platformId, contentKey),
    versions: rows.map((r) => ({
      version: r.version,
      publishedBy: r.published_by,
      publishedByName: names.get(r.published_by) ?? null,
      publishedAt: new Date(r.published_at).toISOString(),
      note: r.note,
      characters: r.chars,
    })),
  };
}

/** The Markdown source of a key's newest version (the CLI's `content show`), or null. */
export async function contentSource(db: Db, platformId: number, contentKey: string): Promise<{ version: number; markdown: string } | null> {
  const [row] = await db.query<{ version: number; markdown: string }>('SELECT version, markdown FROM content_versions WHERE platform_id = $1 AND content_key = $2 ORDER BY version DESC LIMIT 1', [platformId, contentKey]);
  return row ?? null;
}
