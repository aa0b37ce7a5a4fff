// The waiting room (issue 20): the host's own page, because the host's static build is never
// queued and so always loads, with the shop's look, i18n and accessible parts. It asks
// POST /v3/queue every few seconds and, once admitted, loads the page the visitor asked for.
// The position is in a polite live region: a screen reader hears it when it changes.
import { useEffect, useState } from 'react';
import { WAITING_ROOM_PATH, WAITING_ROOM_RETURN_PARAM } from '@shop/shared/rules';
import { matchRoute, sameOriginPath } from '@shop/shared/routes';
import { PageLayout } from '@shop/shared/ui';
import { t, tPlural } from '../../i18n';
import { askQueue, type QueuePlace } from './ask-queue';
import styles from './waiting-room.module.css';

type Shown = { kind: 'joining' } | { kind: 'waiting'; place: QueuePlace } | { kind: 'admitted' } | { kind: 'retrying'; place: QueuePlace | null };

/** When to ask again after a failed call (the API or the network is having a moment). */
const RETRY_MS = 5000;

/** A full page load: the API's gate now lets the visitor in, and the page gets its first view. */
const loadPage = (to: string) => location.assign(to);

export function WaitingRoomPage({ enter = loadPage }: { enter?: (to: string) => void }) {
  const [shown, setShown] = useState<Shown>({ kind: 'joining' });
  // A page of the shop, never the waiting room itself (a loop) and never another site (issue 31 §3).
  const returnTo = sameOriginPath(new URLSearchParams(location.search).get(WAITING_ROOM_RETURN_PARAM), location.origin, {
    accept: (pathname) => matchRoute(pathname)?.path !== WAITING_ROOM_PATH,
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last: QueuePlace | null = null;
    const ask = async () => {
      try {
        const place = await askQueue();
        if (stopped) return;
        if (place.status === 'admitted') {
          setShown({ kind: 'admitted' });
          enter(returnTo);
          return;
        }
        last = place;
        setShown({ kind: 'waiting', place });
        timer = setTimeout(ask, place.pollAfterSeconds * 1000);
      } catch {
        if (stopped) return;
        setShown({ kind: 'retrying', place: last });
        timer = setTimeout(ask, RETRY_MS);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enter, returnTo]);

  const place = shown.kind === 'waiting' ? shown.place : shown.kind === 'retrying' ? shown.place : null;
  const minutes = place?.estimatedWaitSeconds != null ? Math.max(1, Math.ceil(place.estimatedWaitSeconds / 60)) : null;
  const status = shown.kind === 'admitted' ? t('waitingRoom.admitted') : place?.position != null ? t('waitingRoom.position', { position: place.position }) : t('waitingRoom.joining');

  return (
    <div data-boundary="host" className={styles.room}>
      <PageLayout heading={t('pageTitle.waitingRoom')} lead={t('waitingRoom.lead')}>
        <p role="status" aria-live="polite" className={styles.position} data-testid="queue-position">
          {status}
        </p>
        {shown.kind !== 'admitted' && <p className={styles.estimate}>{minutes !== null ? tPlural('waitingRoom.estimate', minutes) : t('waitingRoom.estimateUnknown')}</p>}
        {shown.kind === 'retrying' && <p className={styles.note}>{t('waitingRoom.retrying')}</p>}
        {shown.kind === 'admitted' ? (
          <a href={returnTo} className={styles.go}>
            {t('waitingRoom.goNow')}
          </a>
        ) : (
          <p className={styles.note}>{t('waitingRoom.keepOpen')}</p>
        )}
      </PageLayout>
    </div>
  );
}
