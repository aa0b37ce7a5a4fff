// Operators' commands over the deployment folder (run through `npm run deploy:*` at the root):
//   publish <target> <distDir> <version> [--no-point]  copy a build into its version folder
//   point <target> <version> [--url URL]               make a version live (deploy or roll back)
//   rollback <target>                                  point back at the previous version
//   status                                             what is live, what is published, history
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { loadConfig } from '../../config.js';
import {
  hostFolder,
  isDeployTarget,
  pointTo,
  previousVersion,
  readManifest,
  remoteFolder,
  REMOTE_NAMES,
  type DeployTarget,
} from './manifest.js';

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
    if (entry.isDirectory()) entry.name !== 'server' && precompress(file);
    else if (/\.(js|css|json|html|svg|txt)$/.test(entry.name) && statSync(file).size > 1024) {
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

function main(argv: string[]) {
  const { deployDir } = loadConfig();
  const [command, ...args] = argv;
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : (args[i + 1] ?? '');
  };
  switch (command) {
    case 'publish': {
      const [name, dist, version] = args;
      const t = target(name);
      publish(deployDir, t, dist!, version!, !args.includes('--no-point'));
      console.log(`published ${t} ${version}${args.includes('--no-point') ? '' : ' and made it live'}`);
      return;
    }
    case 'point': {
      const [name, version] = args;
      const t = target(name);
      if (!version) throw new Error('usage: point <target> <version> [--url URL]');
      pointTo(deployDir, t, version, { url: flag('--url') });
      console.log(`${t} now points at ${version}`);
      return;
    }
    case 'rollback': {
      const t = target(args[0]);
      const previous = previousVersion(readManifest(deployDir), t);
      if (!previous) throw new Error(`${t} has no earlier version to roll back to`);
      pointTo(deployDir, t, previous, { by: `${process.env.USER ?? 'unknown'} (rollback)` });
      console.log(`${t} rolled back to ${previous}`);
      return;
    }
    case 'status': {
      const m = readManifest(deployDir);
      const live = (t: DeployTarget) => (t === 'host' ? m.host?.version : m.remotes[t]?.version);
      for (const t of ['host', ...REMOTE_NAMES] as DeployTarget[]) {
        const dir = t === 'host' ? join(deployDir, 'host') : join(deployDir, 'remotes', t);
        const versions = existsSync(dir) ? readdirSync(dir).sort() : [];
        const url = t === 'host' ? '' : ` ${m.remotes[t]?.url ?? ''}`;
        console.log(`${t.padEnd(16)} live: ${live(t) ?? '-'}${url}\n${''.padEnd(16)} published: ${versions.join(', ') || '-'}`);
      }
      console.log('\nhistory (newest last):');
      for (const h of m.history.slice(-15)) console.log(`  ${h.at} ${h.by}: ${h.target} ${h.from ?? '-'} -> ${h.to}${h.url ? ` (${h.url})` : ''}`);
      return;
    }
    default:
      throw new Error('usage: publish | point | rollback | status (see the top of this file)');
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`deploy: ${(error as Error).message}`);
    process.exit(1);
  }
}
