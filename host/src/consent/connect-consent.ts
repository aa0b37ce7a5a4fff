// The host's consent manager wiring (issue 18): reads the device's choice at boot, asks with the
// notice when there is none for the notice in force, keeps a member's choice in their history,
// and gates the data layer and session replay (data-layer.ts, session-replay.ts).
import type { Bus, ShopEvents } from '@shop/shared/bus';
import type { ConsentManager } from '@shop/shared/consent';
import { report } from '@shop/shared/reporting';

interface Options {
  /** Runs `fn` once the first page is on screen (the notice must not compete with it for LCP). */
  afterFirstPaint: (fn: () => void) => void;
  memberId: () => string | null;
}

export function connectConsent(bus: Bus<ShopEvents>, consent: ConsentManager, o: Options): void {
  void consent.load();
  // The notice shows once the page has painted: it is never the page's largest paint, and a
  // fixed sheet moves nothing.
  o.afterFirstPaint(() => {
    void consent.load().then(() => {
      if (consent.needsNotice()) bus.emit('host:open-dialog', { dialog: 'consent', closeOthers: false });
    });
  });

  let sync: Promise<Awaited<ReturnType<typeof loadSync>>> | null = null;
  const memberSync = () => (sync ??= loadSync());
  const failed = (phase: string) => (error: unknown) => report.exception(error, { phase });

  bus.on('host:signed-in').subscribe(({ memberId }) => {
    void memberSync()
      .then((s) => s.merge(memberId))
      .catch(failed('consent-merge'));
  });
  bus.on('host:consent-changed').subscribe(({ record, origin }) => {
    const memberId = o.memberId();
    if (origin !== 'choice' || !record || !memberId) return;
    void memberSync()
      .then((s) => s.save(memberId, record))
      .catch(failed('consent-save'));
  });
  // A member's choice may have changed on another device since this one last saw it.
  o.afterFirstPaint(() => {
    const memberId = o.memberId();
    if (memberId)
      void memberSync()
        .then((s) => s.merge(memberId))
        .catch(failed('consent-merge'));
  });
}

async function loadSync() {
  // Both lazy, in one chunk: the host's boot imports no shared module (nor the API client) statically.
  const [{ createMemberConsents }, { api }] = await Promise.all([import(/* webpackChunkName: "member-consents" */ './member-consents'), import(/* webpackChunkName: "member-consents" */ '../api/client')]);
  return createMemberConsents(api);
}
