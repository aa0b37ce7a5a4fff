import { connectReporter, report, watchReports } from '@shop/shared/reporting';
import { beaconMount, connectRemoteBeacons } from './beacons';

function boot(data: object) {
  document.body.innerHTML = `<script id="shop-boot" type="application/json">${JSON.stringify(data)}</script>`;
}

describe('remote beacons', () => {
  const sent: Array<{ url: string; body: { remote: string; version: string; kind: string; token: string } }> = [];
  const seen: Array<Record<string, string> | undefined> = [];

  beforeAll(async () => {
    boot({ hostVersion: 'h1', remotes: { catalogue: { version: 'c7', manifestUrl: '', entry: '' }, account: { version: 'a2', manifestUrl: '', entry: '' } }, measure: ['catalogue'], beacon: 'this-page-token' });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        // jsdom's Blob has no text(): read it as a browser of old would.
        const reader = new FileReader();
        reader.onload = () => sent.push({ url, body: JSON.parse(String(reader.result)) });
        reader.readAsText(blob);
        return true;
      },
    });
    connectRemoteBeacons();
    connectReporter({ exception: (_e, tags) => seen.push(tags), message: (_m, _l, tags) => seen.push(tags) });
  });
  afterAll(() => {
    watchReports(null);
    connectReporter(null);
  });
  const flush = () => new Promise((r) => setTimeout(r, 20));

  it("tags a remote's reports with its version and beacons errors and load failures as they are made", async () => {
    report.exception(new Error('mount threw'), { remote: 'account', phase: 'mount' });
    report.exception(new Error('no entry'), { remote: 'catalogue', remoteVersion: 'c7', phase: 'load:beforeRequest' });
    report.exception(new Error('not a remote'), { phase: 'uncaught' });
    report.message('slow', 'warning', { remote: 'account' });
    await flush();
    expect(seen[0]).toEqual({ remote: 'account', remoteVersion: 'a2', phase: 'mount' });
    expect(seen[3]).toEqual({ remote: 'account', remoteVersion: 'a2' });
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/v3/ops/beacons', { remote: 'account', version: 'a2', kind: 'error', token: 'this-page-token' }],
      ['/v3/ops/beacons', { remote: 'catalogue', version: 'c7', kind: 'load-failure', token: 'this-page-token' }],
    ]);
  });

  it('beacons mounts only of remotes with a canary running, and a few of a kind per page at most', async () => {
    sent.length = 0;
    beaconMount('account');
    for (let i = 0; i < 9; i++) beaconMount('catalogue');
    await flush();
    expect(sent.map((s) => `${s.body.remote}:${s.body.kind}`)).toEqual(Array(5).fill('catalogue:mount'));
  });

  it('sends nothing from a page that carries no beacon token (the API would not count it)', () => {
    const calls: string[] = [];
    const before = navigator.sendBeacon;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string) => calls.push(url) });
    try {
      jest.isolateModules(() => {
        boot({ hostVersion: 'h1', remotes: { catalogue: { version: 'c7', manifestUrl: '', entry: '' } }, measure: ['catalogue'] });
        const fresh = jest.requireActual<typeof import('./beacons')>('./beacons');
        fresh.beaconMount('catalogue');
        fresh.sendRemoteBeacon('catalogue', 'error');
      });
      expect(calls).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: before });
    }
  });
});
