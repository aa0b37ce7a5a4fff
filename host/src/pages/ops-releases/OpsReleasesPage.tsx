// /ops/releases (issue 21 'Operations page'): the host's own staff page, in its own chunk (no
// shopper loads it). Staff sign in here (staff-session.ts); the page then shows every target with
// what is live, its canary, its history, and the changes the caller's permissions allow, each
// asking for a reason. The deploy commands call the same API (docs/operations.md 'The release registry').
import { GENERIC_CODES } from '@shop/shared/api';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { REMOTE_NAMES } from '@shop/shared/routes';
import { RELEASE_CODES } from '@shop/shared/rules';
import { Button, Loader, PageLayout } from '@shop/shared/ui';
import { changeCanary } from './api/canary';
import { isOpsFailure, type OpsFailure } from './api/client';
import { listReleases } from './api/list-releases';
import { rollBack } from './api/roll-back';
import type { Change, ChangeAnswer, ReleasesAnswer, Target } from './api/types';
import { failureText } from './failure-text';
import { t } from './i18n';
import { ReasonDialog } from './ReasonDialog';
import { StaffSignIn } from './StaffSignIn';
import { staffSession } from './staff-session';
import { TargetCard, type Ask } from './TargetCard';
import styles from './ops-releases.module.css';

const TARGETS: Target[] = ['host', ...REMOTE_NAMES];
/** Changes loaded at first (every target's, newest first), and per target on 'show older'. */
const FIRST_LIMIT = 100;
const PER_TARGET = 5;
const MORE_STEP = 20;

type Loaded = { kind: 'loading' } | { kind: 'ready'; data: ReleasesAnswer } | { kind: 'refused' } | { kind: 'failed'; message: string };

/** The page is nobody's to index (the API also answers it with X-Robots-Tag: noindex). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function OpsReleasesPage() {
  useNoIndex();
  const me = useSyncExternalStore(staffSession.subscribe, staffSession.current);
  const [ended, setEnded] = useState(false);
  return (
    <div data-boundary="host" className={styles.page}>
      <PageLayout heading={t('pageTitle.opsReleases')} lead={t('ops.lead')}>
        {me ? <Board me={me} onEnded={() => setEnded(true)} /> : <StaffSignIn notice={ended ? t('ops.sessionEnded') : undefined} />}
      </PageLayout>
    </div>
  );
}

function Board({ me, onEnded }: { me: { staffId: string; email: string }; onEnded: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  /** Older changes asked for per target ('show older'). */
  const [more, setMore] = useState<Partial<Record<Target, { history: Change[]; complete: boolean }>>>({});
  const [shown, setShown] = useState<Partial<Record<Target, number>>>({});
  const [asking, setAsking] = useState<{ target: Target; ask: Ask } | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const failed = useCallback(
    (e: unknown) => {
      const f: OpsFailure = isOpsFailure(e) ? e : { status: 0, code: GENERIC_CODES.system, message: String(e) };
      if (f.status === 401) {
        staffSession.signOut();
        onEnded();
      } else if (f.code === RELEASE_CODES.permission) setLoaded({ kind: 'refused' });
      else setLoaded({ kind: 'failed', message: f.code === GENERIC_CODES.system ? failureText(f) : t('ops.loadFailed') });
    },
    [onEnded],
  );

  const load = useCallback(async () => {
    try {
      const data = await listReleases({ limit: FIRST_LIMIT });
      setMore({});
      setLoaded({ kind: 'ready', data });
    } catch (e) {
      failed(e);
    }
  }, [failed]);
  useEffect(() => void load(), [load]);

  const done = (target: Target, ask: Ask | 'release') => (answer: ChangeAnswer) => {
    const version = answer.changes.find((c) => c.target === target)?.version ?? '';
    const label = t(`ops.target.${target}`);
    setResult(ask === 'release' ? t('ops.release.done', { target: label, version }) : t(`ops.done.${ask}`, { target: label, version }));
    setAsking(null);
    void load();
  };

  const showOlder = async (target: Target, have: number) => {
    const limit = have + MORE_STEP;
    try {
      const data = await listReleases({ target, limit });
      setMore((m) => ({ ...m, [target]: { history: data.history, complete: data.history.length < limit } }));
      setShown((s) => ({ ...s, [target]: limit }));
    } catch (e) {
      failed(e);
    }
  };

  const signOut = () => staffSession.signOut();

  return (
    <>
      <div className={styles.bar}>
        <p className={styles.who}>{t('ops.signedInAs', { email: me.email })}</p>
        <div className={styles.barButtons}>
          <Button variant="secondary" onClick={() => void load()}>
            {t('ops.refresh')}
          </Button>
          <Button variant="secondary" onClick={signOut}>
            {t('ops.signOut')}
          </Button>
        </div>
      </div>
      <p className={styles.result} role="status" data-testid="ops-result">
        {result}
      </p>
      {loaded.kind === 'loading' ? <Loader label={t('ops.loading')} /> : null}
      {loaded.kind === 'refused' ? (
        <div className={styles.refused} role="alert" data-testid="ops-no-permission">
          <h2 className={styles.h2}>{t('ops.noPermission.title')}</h2>
          <p>{t('ops.noPermission.body')}</p>
        </div>
      ) : null}
      {loaded.kind === 'failed' ? (
        <p className={styles.failed} role="alert">
          {loaded.message}
        </p>
      ) : null}
      {loaded.kind === 'ready' ? (
        <>
          <p className={styles.muted} data-testid="ops-permissions">
            {t('ops.permissions', { targets: loaded.data.permissions.map((p) => (p === '*' ? t('ops.permissions.operations') : p)).join(', ') })}
          </p>
          <div className={styles.cards}>
            {TARGETS.map((target) => {
              const live = target === 'host' ? loaded.data.live.host : (loaded.data.live.remotes[target] ?? null);
              const extra = more[target];
              const all = extra?.history ?? loaded.data.history.filter((h) => h.target === target);
              const count = shown[target] ?? PER_TARGET;
              const history = all.slice(0, count);
              const hasMore = all.length > count || (!extra?.complete && all.length >= count);
              return (
                <TargetCard
                  key={target}
                  target={target}
                  live={live}
                  history={history}
                  permissions={loaded.data.permissions}
                  me={me}
                  hasMore={hasMore}
                  onMore={() => void showOlder(target, count)}
                  onAsk={(ask) => setAsking({ target, ask })}
                  onReleased={done(target, 'release')}
                />
              );
            })}
          </div>
        </>
      ) : null}
      {asking && loaded.kind === 'ready' ? <AskDialog target={asking.target} ask={asking.ask} data={loaded.data} onDone={done(asking.target, asking.ask)} onClose={() => setAsking(null)} /> : null}
    </>
  );
}

function AskDialog({ target, ask, data, onDone, onClose }: { target: Target; ask: Ask; data: ReleasesAnswer; onDone: (a: ChangeAnswer) => void; onClose: () => void }) {
  const label = t(`ops.target.${target}`);
  const live = target === 'host' ? data.live.host : data.live.remotes[target];
  const version = ask === 'rollback' ? (live?.version ?? '') : (live?.canary?.version ?? '');
  const confirm = ask === 'rollback' ? t('ops.rollBack') : ask === 'promote' ? t('ops.promote') : t('ops.abort');
  return (
    <ReasonDialog
      title={t(`ops.dialog.${ask}.title`, { target: label })}
      body={t(`ops.dialog.${ask}.body`, { target: label, version })}
      confirm={confirm}
      run={(reason) => (ask === 'rollback' ? rollBack({ target, reason }) : changeCanary(ask, { target, reason }))}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
