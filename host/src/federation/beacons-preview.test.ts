// A browser previewing a version (a team's preview link) sends no beacons: its visits are not a
// shopper's, and would count towards a canary of the same version. Its own file: the boot data
// is read once per page.
import { report, watchReports } from '@shop/shared/reporting';
import { beaconMount, connectRemoteBeacons } from './beacons';

it('sends no beacon while previewing: not a mount, not an error', async () => {
  document.body.innerHTML = `<script id="shop-boot" type="application/json">${JSON.stringify({
    hostVersion: 'h1',
    remotes: { catalogue: { version: 'c8', manifestUrl: '', entry: '' } },
    measure: ['catalogue'],
    preview: { targets: [{ target: 'catalogue', version: 'c8' }], expiresAt: '2026-11-27T12:00:00Z' },
  })}</script>`;
  const sent: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string) => sent.push(url) });
  connectRemoteBeacons();
  beaconMount('catalogue');
  report.exception(new Error('mount threw'), { remote: 'catalogue', phase: 'mount' });
  await new Promise((r) => setTimeout(r, 20));
  expect(sent).toEqual([]);
  watchReports(null);
});
