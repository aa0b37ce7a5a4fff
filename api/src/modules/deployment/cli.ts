// The deploy commands (run through `npm run deploy:*` at the root). What is live is the release
// registry's (registry.ts): point, rollback and status sign in as a staff account and call its
// API like any client (release-routes.ts); every change needs --reason.
//   point <target> <version> [--url URL] [<target> <version> [--url URL] ...] --reason "why"
//                                  make versions live, several at once (all or none)
//   rollback <target> --reason "why"   point a target back at the version before the current one
//   status [--target T]            what is live, what is published here, the canaries, the history (who, why, how)
//   canary <target> <version> [--url URL] --share N --reason "why"
//                                  a version live for N% of visitors (sticky cohorts); the same version again: a new share
//   promote <target> --reason "why"    the canary becomes the live version for everyone
//   pause <target> --reason "why"      share 0: nobody new gets it; it and its figures stay
//   abort <target> --reason "why"      the canary is dropped
//   preview <target> <version> [--url URL] [--minutes N]
//                                  a signed link that opens that version in one browser, not live (no reason: nothing changes)
//   preview list                   the preview links that still work: id, what, who made it, until when
//   preview revoke <id>            that link opens nothing from now on (a link also dies with its maker's permission)
// Sign-in: SHOP_STAFF_EMAIL (or --email) and SHOP_STAFF_PASSWORD (or asked at the terminal; never
// a flag: argv is visible to every user of the machine). The API: SHOP_API_URL (or --api), else
// http://localhost:$PORT (8080).
//
// The build's own commands, which run before any API does (no sign-in): they write the deploy
// folder, and its remotes-manifest.json, the build's record, which every API instance imports
// into the registry as who 'build', how 'command' (registry.ts):
//   publish <target> <distDir> <version> [--no-point]   copy a build into its version folder (and make it live)
//   record <target> <version> [--url URL] --reason "why"  make a published version live through the build's record (test harnesses)
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { PREVIEW_ID_PATTERN, PREVIEW_MINUTES_MAX } from '@shop/shared/rules';
import { loadConfig } from '../../config.js';
import { promptPassword } from '../../lib/prompt-password.js';
import { hostFolder, isDeployTarget, pointTo, remoteFolder, REMOTE_NAMES, type DeployTarget } from './manifest.js';

function folderOf(deployDir: string, target: DeployTarget, version: string) {
  return target === 'host' ? hostFolder(deployDir, version) : remoteFolder(deployDir, target, version);
}

function target(name: string | undefined): DeployTarget {
  if (!name || !isDeployTarget(name)) throw new Error(`target must be host or one of ${REMOTE_NAMES.join(', ')}; got ${name}`);
  return name;
}

/**
 * Text assets get .br and .gz twins once, at publish time, so serving them costs no CPU.
 * server/ (a remote's prerender bundle) is run by the API, never downloaded.
 */
function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'server') precompress(file);
    } else if (/\.(js|css|json|html|svg|txt)$/.test(entry.name) && statSync(file).size > 1024) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

export function publish(deployDir: string, t: DeployTarget, distDir: string, version: string, point = true) {
  const dest = folderOf(deployDir, t, version);
  // Immutable: a version folder is never overwritten.
  if (existsSync(dest)) throw new Error(`${t} ${version} is already published at ${dest}`);
  if (!existsSync(distDir)) throw new Error(`no build at ${distDir}`);
  cpSync(distDir, dest, { recursive: true, filter: (src) => !src.endsWith('.map') || process.env.KEEP_SOURCEMAPS === '1' });
  precompress(dest);
  if (point) pointTo(deployDir, t, version, { by: process.env.USER ?? 'publish' });
}

/** Flags anywhere on the line; a move's --url follows its version. */
export function parseDeployArgs(args: string[]) {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  const moves: Array<{ target: DeployTarget; version: string; url?: string }> = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--url') {
      const last = moves.at(-1);
      if (!last || last.url !== undefined) throw new Error('--url follows a <target> <version>');
      last.url = args[++i] ?? '';
    } else if (a.startsWith('--')) flags[a.slice(2)] = args[++i] ?? '';
    else {
      words.push(a);
      if (words.length % 2 === 0) moves.push({ target: target(words.at(-2)), version: a });
    }
  }
  return { flags, words, moves };
}

function requireReason(flags: Record<string, string>): string {
  const reason = flags.reason?.trim();
  if (!reason) throw new Error('say why with --reason "..." (kept in the history)');
  return reason;
}

interface Answer {
  status: number;
  body: { response?: { data?: any; error?: { code: string | number; message: string } } } | null;
}

/** A signed-in staff client of the release API. */
export async function signIn(api: string, email: string, password: string, client: { id: string; secret: string }) {
  const res = await fetch(`${api}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password, scope: 'staff', client_id: client.id, client_secret: client.secret }).toString(),
  });
  const body = (await res.json().catch(() => null)) as { access_token?: string; response?: { error?: { message: string } } } | null;
  if (res.status !== 200 || !body?.access_token) throw new Error(`sign-in refused (${res.status}): ${body?.response?.error?.message ?? 'no token'}`);
  const token = body.access_token;
  return async (method: 'GET' | 'POST', path: string, json?: object): Promise<Answer> => {
    const answer = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-shop-client': 'deploy-cli', ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as Answer['body'] };
  };
}

const failed = (a: Answer) => new Error(`refused (${a.status} ${a.body?.response?.error?.code ?? ''}): ${a.body?.response?.error?.message ?? 'no answer'}`);

type Change = { target: string; previousVersion: string | null; version: string; url: string | null };
const describeChange = (c: Change) => `${c.target} ${c.previousVersion ?? '-'} -> ${c.version}${c.url && !c.url.startsWith('/remotes/') ? ` (${c.url})` : ''}`;

type CheckAnswer = { ok: boolean; detail: string; ms: number; rolledBack?: { releaseId: number; changes: Array<Change & { kind: string }> } };

/** The synthetic check the API ran after the change; failed, the command fails too (after saying what the shop undid). */
function reportCheck(check: CheckAnswer | undefined, print: (line: string) => void) {
  if (!check) return;
  print(`${check.detail} (${check.ms} ms)`);
  if (check.ok) return;
  for (const c of check.rolledBack?.changes ?? []) {
    print(`rolled back automatically: ${c.kind === 'release' ? describeChange(c) : `${c.target} ${c.kind} ${c.version}`}  (release ${check.rolledBack!.releaseId})`);
  }
  throw new Error(check.rolledBack ? 'the synthetic check failed: the change was rolled back (see the history)' : 'the synthetic check failed');
}

export async function runDeployCommand(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void) {
  const config = loadConfig(env);
  const { deployDir } = config;
  const [command, ...args] = argv;
  // `preview list` and `preview revoke <id>` name no target and version.
  const previewAction = command === 'preview' && (args[0] === 'list' || args[0] === 'revoke') ? args[0] : null;
  const { flags, words, moves } = parseDeployArgs(previewAction ? args.slice(1) : args);
  switch (command) {
    case 'publish': {
      const [name, dist, version] = words;
      const t = target(name);
      const point = !args.includes('--no-point');
      publish(deployDir, t, dist!, version!, point);
      print(`published ${t} ${version}${point ? " and made it live (the build's record: the API imports it into the release registry)" : ''}`);
      return;
    }
    case 'record': {
      if (moves.length !== 1 || words.length !== 2) throw new Error('usage: record <target> <version> [--url URL] --reason "why"');
      const reason = requireReason(flags);
      pointTo(deployDir, moves[0]!.target, moves[0]!.version, { url: moves[0]!.url, by: process.env.USER ?? 'unknown', reason });
      print(`${moves[0]!.target} now points at ${moves[0]!.version} in the build's record`);
      return;
    }
    case 'point':
    case 'rollback':
    case 'status':
    case 'canary':
    case 'promote':
    case 'pause':
    case 'abort':
    case 'preview':
      break;
    default:
      throw new Error('usage: point | rollback | status | canary | promote | pause | abort | preview [list | revoke <id>] | publish | record (see the top of this file)');
  }
  const reason = command === 'status' || command === 'preview' ? '' : requireReason(flags);
  const minutes = flags.minutes === undefined ? undefined : Number(flags.minutes);
  if (previewAction === 'list' && words.length !== 0) throw new Error('usage: preview list');
  if (previewAction === 'revoke' && (words.length !== 1 || !new RegExp(PREVIEW_ID_PATTERN).test(words[0]!))) throw new Error('usage: preview revoke <id>   (the id preview printed, or preview list shows)');
  if (command === 'preview' && !previewAction && (moves.length !== 1 || words.length !== 2 || (minutes !== undefined && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= PREVIEW_MINUTES_MAX)))) {
    throw new Error(`usage: preview <target> <version> [--url URL] [--minutes 1-${PREVIEW_MINUTES_MAX}]`);
  }
  if (command === 'point' && (moves.length === 0 || words.length % 2 !== 0)) throw new Error('usage: point <target> <version> [--url URL] [<target> <version> ...] --reason "why"');
  if (['rollback', 'promote', 'pause', 'abort'].includes(command!) && words.length !== 1) throw new Error(`usage: ${command} <target> --reason "why"`);
  const share = Number(flags.share);
  if (command === 'canary' && (moves.length !== 1 || words.length !== 2 || !Number.isInteger(share) || share < 1 || share > 100)) {
    throw new Error('usage: canary <target> <version> [--url URL] --share 1-100 --reason "why"');
  }
  const api = (flags.api ?? env.SHOP_API_URL ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const email = flags.email ?? env.SHOP_STAFF_EMAIL;
  if (!email) throw new Error('sign in as your staff account: set SHOP_STAFF_EMAIL (or --email)');
  const password = env.SHOP_STAFF_PASSWORD ?? (await promptPassword(`Password for ${email}: `));
  const [clientId, clientSecret] = Object.entries(config.auth.clients)[0]!;
  const call = await signIn(api, email, password, { id: clientId, secret: clientSecret });

  if (command === 'point' || command === 'rollback') {
    const answer = command === 'point' ? await call('POST', '/v3/ops/releases', { moves, reason }) : await call('POST', '/v3/ops/releases/rollback', { target: target(words[0]), reason });
    if (answer.status !== 201) throw failed(answer);
    const { releaseId, changes, check } = answer.body!.response!.data as { releaseId: number; changes: Change[]; check?: CheckAnswer };
    for (const c of changes) print(`${describeChange(c)}  (release ${releaseId})`);
    reportCheck(check, print);
    return;
  }
  if (command === 'canary' || command === 'promote' || command === 'pause' || command === 'abort') {
    const body = command === 'canary' ? { ...moves[0]!, share, reason } : { target: target(words[0]), reason };
    const answer = await call('POST', `/v3/ops/releases/canary${command === 'canary' ? '' : `/${command}`}`, body);
    if (answer.status !== 201) throw failed(answer);
    const { releaseId, changes, check } = answer.body!.response!.data as { releaseId: number; changes: Array<Change & { kind: string; share: number | null }>; check?: CheckAnswer };
    for (const c of changes) print(`${c.target} ${c.kind} ${c.version}${c.share === null ? '' : ` at ${c.share}%`} (live for everyone else: ${c.previousVersion ?? '-'})  (release ${releaseId})`);
    reportCheck(check, print);
    return;
  }
  if (previewAction === 'list') {
    const answer = await call('GET', '/v3/ops/releases/previews');
    if (answer.status !== 200) throw failed(answer);
    const { previews } = answer.body!.response!.data as { previews: Array<{ previewId: string; madeByName: string; madeBy: string; targets: Array<{ target: string; version: string }>; expiresAt: string }> };
    if (!previews.length) print('no preview link works now');
    for (const p of previews) print(`${p.previewId}  ${p.targets.map((m) => `${m.target} ${m.version}`).join(', ')}  by ${p.madeByName} (${p.madeBy}), until ${p.expiresAt}`);
    return;
  }
  if (previewAction === 'revoke') {
    const answer = await call('POST', '/v3/ops/releases/preview/revoke', { previewId: words[0] });
    if (answer.status !== 200) throw failed(answer);
    print(`preview link ${words[0]} revoked (${answer.body!.response!.data.revokedAt}): it opens nothing now, and a browser holding it gets what is live on its next page`);
    return;
  }
  if (command === 'preview') {
    const answer = await call('POST', '/v3/ops/releases/preview', { ...moves[0]!, ...(minutes ? { minutes } : {}) });
    if (answer.status !== 201) throw failed(answer);
    const { previewId, link, target: previewed, version, expiresAt } = answer.body!.response!.data as { previewId: string; link: string; target: string; version: string; expiresAt: string };
    print(link);
    print(`opens ${previewed} ${version} in the browser that follows it (nobody else's), until ${expiresAt}; keep it within the team`);
    print(`to withdraw it: npm run deploy:preview -- revoke ${previewId}`);
    return;
  }
  const t = flags.target ? target(flags.target) : undefined;
  const answer = await call('GET', `/v3/ops/releases?limit=20${t ? `&target=${t}` : ''}`);
  if (answer.status !== 200) throw failed(answer);
  type Figures = { visits: number; failures: number; rate: number };
  const { live, canaries, history } = answer.body!.response!.data as {
    live: { host: { version: string } | null; remotes: Record<string, { version: string; url: string }> };
    canaries: Array<{ target: string; version: string; share: number; startedBy: string; reason: string; figures: { windowMinutes: number; canary: Figures; stable: Figures & { version: string | null } } }>;
    history: Array<Change & { at: string; actor: string; how: string; reason: string; releaseId: number; kind: string; share: number | null }>;
  };
  const rate = (f: Figures) => `${f.failures}/${f.visits} failed (${(f.rate * 100).toFixed(1)}%)`;
  for (const name of ['host', ...REMOTE_NAMES] as DeployTarget[]) {
    if (t && t !== name) continue;
    const dir = name === 'host' ? join(deployDir, 'host') : join(deployDir, 'remotes', name);
    const versions = existsSync(dir) ? readdirSync(dir).sort() : [];
    const pointer = name === 'host' ? live.host : live.remotes[name];
    const url = name === 'host' ? '' : ` ${live.remotes[name]?.url ?? ''}`;
    print(`${name.padEnd(16)} live: ${pointer?.version ?? '-'}${url}\n${''.padEnd(16)} published here: ${versions.join(', ') || '-'}`);
    const canary = canaries.find((c) => c.target === name);
    if (canary) {
      const f = canary.figures;
      print(
        `${''.padEnd(16)} canary: ${canary.version} at ${canary.share}%${canary.share ? '' : ' (paused)'}, by ${canary.startedBy}: ${canary.reason}; last ${f.windowMinutes} min: canary ${rate(f.canary)}, ${f.stable.version ?? 'live'} ${rate(f.stable)}`,
      );
    }
  }
  print('\nhistory (newest first):');
  for (const h of history) {
    const what = h.kind === 'release' ? describeChange(h) : `${h.target} ${h.kind} ${h.version}${h.share === null ? '' : ` at ${h.share}%`}`;
    print(`  ${h.at} ${h.actor} (${h.how}, release ${h.releaseId}): ${what}: ${h.reason}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  try {
    await runDeployCommand(process.argv.slice(2), process.env, (line) => console.log(line));
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}`);
    process.exit(1);
  }
}
