// A team that releases one remote, as canary.spec and preview.spec need it: its staff account
// with that remote's release permission (made with the staff commands), the deploy commands
// signed in as it, and a second build of the remote, published and not released.
// The shop must run on PostgreSQL (postgresShop): the commands are other processes.
import { spawnSync } from 'node:child_process';
import { expect } from './fixtures';
import { publishNewBuild, ROOT, type ShopServer } from './shop-server';

/** A remote's name, as the deploy folder's manifest names it. */
type Remote = keyof ReturnType<ShopServer['manifest']>['remotes'];

export function releaseTeam(databaseUrl: string, name: string, target: Remote = 'catalogue') {
  const staff = { email: `${name}-${Date.now()}@littleloop.example`, password: 'a long staff password' };

  function run(args: string[], env: Record<string, string> = {}) {
    const res = spawnSync('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, encoding: 'utf8' });
    expect(res.status, `${args.join(' ')}: ${res.stderr}`).toBe(0);
    return res.stdout;
  }

  /** The deploy commands, signed in as the team's staff account. */
  const deploy = (shop: ShopServer, ...args: string[]) => run(args, { SHOP_API_URL: shop.url, SHOP_STAFF_EMAIL: staff.email, SHOP_STAFF_PASSWORD: staff.password, DEPLOY_DIR: shop.deployDir });

  /**
   * Makes the team's account, publishes a second build of the remote (the build makes it live)
   * and puts the first one live again: the new one is published and nobody's. Their versions.
   */
  function prepare(shop: ShopServer, reason: string): { live: string; fresh: string } {
    run(['staff', '--', 'create-staff', staff.email, `${target} team`], { STAFF_PASSWORD: staff.password });
    run(['staff', '--', 'release-permission', 'grant', staff.email, target]);
    const live = shop.manifest().remotes[target]!.version;
    const fresh = publishNewBuild(target, shop.deployDir);
    expect(fresh).not.toBe(live);
    deploy(shop, 'deploy:point', '--', target, live, '--reason', reason);
    return { live, fresh };
  }

  return { staff, run, deploy, prepare };
}
