// The shop's scripts, started only once a first view's pictures are on screen. A first view is
// the page's largest paint; scripts fetched alongside it share a phone's bandwidth with its
// pictures and delay that paint (Lighthouse counts every request that ends before it). So a page
// with a first view carries no script tag or preload hint: this small inline loader reads them
// from the boot data and adds them after the pictures in view have loaded (3 s at most) and a
// frame has shown them (first-view-loader.browser.js). Pages without a first view load their scripts as the host build says.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The inline script, and its hash for the Content-Security-Policy (inline scripts are refused otherwise). */
export const FIRST_VIEW_LOADER = readFileSync(new URL('./first-view-loader.browser.js', import.meta.url), 'utf8')
  .replace(/^\/\/.*\n/gm, '')
  .trim();
export const FIRST_VIEW_LOADER_CSP = `'sha256-${createHash('sha256').update(FIRST_VIEW_LOADER).digest('base64')}'`;

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The host page's script tags taken out, with their sources in order. */
export function takeScripts(html: string): { html: string; scripts: string[] } {
  const scripts: string[] = [];
  return { html: html.replace(SCRIPT_TAG, (_tag, src: string) => (scripts.push(src), '')), scripts };
}
