import { createInstance } from '@module-federation/enhanced/runtime';
import retryPlugin from './retry-plugin';
import reportLoadErrorsPlugin from './report-load-errors-plugin';
import sharedVersionPlugin, { satisfiesRange } from './shared-version-plugin';
import yieldPlugin from './yield-plugin';
import { FEDERATION_REPORT_EVENT, type FederationReport } from './plugin-events';

/** Every hook name the runtime knows. It silently ignores any other key on a plugin. */
function knownHooks(): Set<string> {
  const mf = createInstance({ name: 'hook_names_probe', remotes: [] }) as unknown as Record<string, unknown>;
  const systems = [mf.hooks, mf.loaderHook, mf.bridgeHook, (mf.remoteHandler as { hooks: unknown }).hooks, (mf.sharedHandler as { hooks: unknown }).hooks, (mf.snapshotHandler as { hooks: unknown }).hooks] as Array<{
    lifecycle: Record<string, unknown>;
  }>;
  return new Set(systems.flatMap((s) => Object.keys(s.lifecycle)));
}

describe('runtime plugins', () => {
  const hooks = knownHooks();

  it.each([
    ['retry', retryPlugin()],
    ['report-load-errors', reportLoadErrorsPlugin()],
    ['shared-version', sharedVersionPlugin()],
    ['yield', yieldPlugin()],
  ])('%s uses only hook names the runtime knows', (_name, plugin) => {
    const used = Object.keys(plugin).filter((k) => k !== 'name' && k !== 'version' && typeof (plugin as Record<string, unknown>)[k] === 'function');
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((k) => !hooks.has(k))).toEqual([]);
  });

  it('the probe itself knows the hooks we rely on (so the check above can fail)', () => {
    for (const h of ['errorLoadRemote', 'resolveShare', 'fetch', 'loadEntryError', 'getModuleFactory']) expect(hooks.has(h)).toBe(true);
    expect(hooks.has('errorLoadRemotes')).toBe(false);
  });

  it('reports a failed remote with its name and version', () => {
    document.body.innerHTML = `<script id="shop-boot" type="application/json">${JSON.stringify({
      hostVersion: 'h1',
      remotes: { catalogue: { version: 'v7', manifestUrl: 'x', entry: 'x' } },
      flags: { onDemandUnlock: false },
    })}</script>`;
    const seen: FederationReport[] = [];
    window.addEventListener(FEDERATION_REPORT_EVENT, (e) => seen.push((e as CustomEvent<FederationReport>).detail));
    const plugin = reportLoadErrorsPlugin();
    const error = new Error('RUNTIME-003');
    void (plugin.errorLoadRemote as (a: unknown) => unknown)({ id: 'mf_catalogue/app', error, lifecycle: 'onLoad' });
    expect(seen).toEqual([{ kind: 'exception', error, tags: { remote: 'catalogue', remoteVersion: 'v7', phase: 'load:onLoad' } }]);
  });

  it('lets each loading step finish in a later task, passing its arguments on unchanged', async () => {
    const plugin = yieldPlugin();
    for (const hook of ['beforeInitContainer', 'initContainer', 'beforeLoadShare'] as const) {
      const args = { step: hook } as never;
      let done = false;
      const step = (plugin[hook] as (a: never) => Promise<unknown>)(args).then((out) => {
        done = true;
        return out;
      });
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(done).toBe(false);
      await expect(step).resolves.toBe(args);
    }
  });

  it('checks shared versions against caret and exact ranges', () => {
    expect(satisfiesRange('19.3.1', '^19.3.0')).toBe(true);
    expect(satisfiesRange('19.2.9', '^19.3.0')).toBe(false);
    expect(satisfiesRange('20.0.0', '^19.3.0')).toBe(false);
    expect(satisfiesRange('7.8.2', '7.8.2')).toBe(true);
    expect(satisfiesRange('7.8.3', '7.8.2')).toBe(false);
  });
});
