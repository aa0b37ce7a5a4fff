// `npm run staff -- content ...` for real: the staff CLI run as a process against a PGlite
// database in a temporary folder; it publishes through the content service with the publisher
// 'cli:<user>' (or STAFF_EMAIL's staff account), lists the history and shows the live source.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { parseContentCommand } from '../staff/content-command.js';

const folder = mkdtempSync(join(tmpdir(), 'content-cli-'));
const ENV = {
  DATABASE_URL: '',
  PGLITE_DIR: join(folder, 'pglite'),
  DATA_DIR: folder,
  AUTH_JWT_SECRET: 'cli-test-secret-0123456789abcdef012345',
  BANK_DATA_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
  STAFF_EMAIL: '',
};
const staff = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../staff/cli.ts', import.meta.url)), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...ENV },
    timeout: 120_000,
  });
after(() => rmSync(folder, { recursive: true, force: true }));

describe('staff CLI: content', () => {
  it('reads its command lines', () => {
    assert.deepEqual(parseContentCommand(['content', 'publish', 'page.about', 'a.md', '--note', 'Typo']), { action: 'publish', contentKey: 'page.about', file: 'a.md', note: 'Typo' });
    assert.deepEqual(parseContentCommand(['content', 'publish', 'page.about', 'a.md', '--note=x']), { action: 'publish', contentKey: 'page.about', file: 'a.md', note: 'x' });
    assert.deepEqual(parseContentCommand(['content', 'history', 'faq']), { action: 'history', contentKey: 'faq' });
    assert.deepEqual(parseContentCommand(['content', 'show', 'faq']), { action: 'show', contentKey: 'faq' });
    for (const bad of [['content'], ['content', 'publish', 'k'], ['content', 'publish', 'k', 'f', '--other'], ['content', 'show', 'k', 'extra'], ['content', 'delete', 'k']]) {
      assert.equal(parseContentCommand(bad), null, bad.join(' '));
    }
  });

  it('publishes a file with a note as cli:<user>, lists the history and shows the live source', () => {
    const file = join(folder, 'post.md');
    const markdown = '---\ntitle: From the terminal\nsummary: Published by the CLI.\ntopic: family-life\ndate: 2026-11-06\nauthor: Ops\n---\nHello <script>x()</script>**parents**.\n';
    writeFileSync(file, markdown);
    const first = staff('content', 'publish', 'blog.from-the-terminal', file, '--note', 'First go');
    assert.equal(first.status, 0, first.stderr + first.stdout);
    assert.match(first.stdout, /^blog\.from-the-terminal: version 1 published by cli:[A-Za-z0-9._@-]+ at .+ \(First go\)/);
    const second = staff('content', 'publish', 'blog.from-the-terminal', file);
    assert.equal(second.status, 0, second.stderr);
    assert.match(second.stdout, /version 2 published by cli:/);

    const history = staff('content', 'history', 'blog.from-the-terminal');
    assert.equal(history.status, 0, history.stderr);
    const lines = history.stdout.trim().split('\n');
    assert.equal(lines[0], 'blog.from-the-terminal: live version 2');
    assert.match(lines[1]!, /^ {2}v2 .+ cli:/);
    assert.match(lines[2]!, /^ {2}v1 .+ cli:.+ First go$/);

    const show = staff('content', 'show', 'blog.from-the-terminal');
    assert.equal(show.status, 0, show.stderr);
    assert.equal(show.stdout, markdown);
  });

  it('refuses a file that cannot be published, and a missing file, with exit code 1', () => {
    const file = join(folder, 'bad.md');
    writeFileSync(file, 'No front matter for a post');
    const bad = staff('content', 'publish', 'blog.bad-post', file);
    assert.equal(bad.status, 1);
    assert.match(bad.stdout, /^5: blog\.bad-post needs title, summary, topic, date, author/);
    const missing = staff('content', 'publish', 'page.about', join(folder, 'nope.md'));
    assert.equal(missing.status, 1);
    assert.match(missing.stdout, /cannot read/);
    assert.equal(staff('content', 'history', 'never.published').status, 1);
  });
});
