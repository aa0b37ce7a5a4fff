// `npm run staff -- content publish <key> <file.md> --note "..."`, `content history <key>`,
// `content show <key>`: the content service's publishing from a terminal, through the same
// service as the staff route (POST /v3/staff/content/{key}). The publisher is STAFF_EMAIL's
// staff account when it is set, otherwise 'cli:<the operating-system user>'. A running API sees
// the publish within its content stamp interval (content/service.ts).
import { readFileSync } from 'node:fs';
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { createContentService } from '../content/service.js';
import { cliPublisher } from './command.js';
import { staffNames } from './staff-names.js';

export const CONTENT_USAGE = [
  'usage: staff content publish <contentKey> <file.md> [--note "why"]   (publish Markdown as the next version)',
  '       staff content history <contentKey>                          (versions: who published each, when, why)',
  '       staff content show <contentKey>                             (the live Markdown source)',
].join('\n');

export type ContentCommand = { action: 'publish'; contentKey: string; file: string; note: string } | { action: 'history'; contentKey: string } | { action: 'show'; contentKey: string };

/** Parses `content <action> ...`; null when it is not that shape. */
export function parseContentCommand(args: string[]): ContentCommand | null {
  const [command, action, contentKey, ...rest] = args;
  if (command !== 'content' || !contentKey) return null;
  if (action === 'history' || action === 'show') return rest.length === 0 ? { action, contentKey } : null;
  if (action !== 'publish') return null;
  const [file, ...flags] = rest;
  if (!file || file.startsWith('--')) return null;
  let note = '';
  for (let i = 0; i < flags.length; i++) {
    if (flags[i] === '--note' && flags[i + 1] !== undefined) note = flags[++i]!;
    else if (flags[i]!.startsWith('--note=')) note = flags[i]!.slice('--note='.length);
    else return null;
  }
  return { action, contentKey, file, note };
}

export async function runContentCommand(db: Db, command: ContentCommand, print: (line: string) => void): Promise<boolean> {
  const content = createContentService({ db, staffNames });
  const platformId = SHOP_PLATFORM_ID;
  try {
    if (command.action === 'publish') {
      let markdown: string;
      try {
        markdown = readFileSync(command.file, 'utf8');
      } catch (err) {
        print(`cannot read ${command.file}: ${(err as Error).message}`);
        return false;
      }
      const p = await content.publish({ platformId, contentKey: command.contentKey, markdown, publishedBy: await cliPublisher(db), note: command.note });
      print(`${p.contentKey}: version ${p.version} published by ${p.publishedBy} at ${p.publishedAt}${p.note ? ` (${p.note})` : ''}`);
      return true;
    }
    if (command.action === 'history') {
      const h = await content.history(platformId, command.contentKey);
      print(`${h.contentKey}: live version ${h.liveVersion ?? 'none'}`);
      for (const v of h.versions) print(`  v${v.version}  ${v.publishedAt}  ${v.publishedBy}${v.publishedByName ? ` (${v.publishedByName})` : ''}  ${v.characters} chars${v.note ? `  ${v.note}` : ''}`);
      return true;
    }
    const source = await content.source(platformId, command.contentKey);
    if (source) {
      print(source.markdown.replace(/\n$/, ''));
      return true;
    }
    // A structured item (home.*) has no Markdown: its JSON is what is live.
    const [item] = await content.get(platformId, [command.contentKey]);
    if (!item) {
      print(`no content ${command.contentKey}`);
      return false;
    }
    print(JSON.stringify(item.content, null, 2));
    return true;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    print(`${err.code}: ${err.message}`);
    return false;
  }
}
