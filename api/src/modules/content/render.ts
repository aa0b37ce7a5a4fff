// Markdown to HTML for the content service (issue #17): rendered on the server with `marked`,
// then cleaned with `sanitize-html` against an allow-list, so whatever a publisher pastes (raw
// HTML is legal Markdown) reaches a page with no script, no inline event handler, no javascript:
// or data: address, no frame, form or style. The allow-list is what shop copy needs: headings,
// paragraphs, lists, emphasis, links, quotes, tables and pictures.
//
// A file may start with front matter, `key: value` lines between two `---` lines (title,
// description, and per kind: a post's topic and date, a press release's place...). Values are
// plain text; nothing in them is HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { FaqGroup } from '@shop/shared/rules';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'abbr',
    'dl',
    'dt',
    'dd',
  ],
  // No `style`, no `on*`, no `class` or `id` a publisher could use to dress up as the shop's own UI.
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['align', 'scope'], td: ['align'], abbr: ['title'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Pictures come from the shop itself (a relative address) or over https; never data: or http.
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // A script's or style's text goes with it (nonTextTags), and so do frames and forms.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is its one h1.
    h1: 'h2',
    // Links that leave the shop do not hand it the window (window.opener) or the page address.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      return { tagName, attribs: /^https?:/i.test(href) ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/** Markdown (or HTML inside it) to clean HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SANITISE).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Clean HTML as plain text: one line, for summaries, the announcement bar and schema.org data. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|tr|blockquote|dd|dt)>/g, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Parsed {
  /** Front matter fields (plain text). */
  meta: Record<string, string>;
  /** The Markdown after the front matter. */
  body: string;
}

/** Splits off front matter (`---` / `key: value` lines / `---`); a file without it is all body. */
export function parseFrontMatter(source: string): Parsed {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(line.trim());
    if (!kv) continue;
    meta[kv[1]!] = kv[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { meta, body: text.slice(m[0].length) };
}

/** A slug: lower case, runs of anything else one hyphen (spec §5 slug rule). */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/ & /g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * A FAQ file: `## Group` headings, each with `### Question` headings whose answers follow as
 * Markdown. Anything before the first group is the page's introduction (not a question).
 */
export function parseFaq(body: string): FaqGroup[] {
  const groups: FaqGroup[] = [];
  let group: FaqGroup | null = null;
  let question: { title: string; lines: string[] } | null = null;
  const flush = () => {
    if (group && question) {
      const answer = renderMarkdown(question.lines.join('\n'));
      const text = plainText(question.title);
      let id = slug(text);
      for (let n = 2; groups.some((g) => g.questions.some((q) => q.questionId === id)) || group.questions.some((q) => q.questionId === id); n++) id = `${slug(text)}-${n}`;
      group.questions.push({ questionId: id, question: text, answer, answerText: plainText(answer) });
    }
    question = null;
  };
  for (const line of body.split('\n')) {
    const h2 = /^##\s+(.+?)\s*#*$/.exec(line);
    const h3 = /^###\s+(.+?)\s*#*$/.exec(line);
    if (h2 && !line.startsWith('###')) {
      flush();
      group = { groupId: slug(h2[1]!), title: plainText(h2[1]!), questions: [] };
      groups.push(group);
    } else if (h3 && group) {
      flush();
      question = { title: h3[1]!, lines: [] };
    } else if (question) {
      (question as { lines: string[] }).lines.push(line);
    }
  }
  flush();
  return groups.filter((g) => g.questions.length > 0);
}

/** Minutes to read a text at 200 words a minute, at least one. */
export const readingMinutes = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));
