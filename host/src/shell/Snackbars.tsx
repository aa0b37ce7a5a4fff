import { useEffect, useState } from 'react';
import { bus, type SnackbarAction, type SnackbarKind } from '@shop/shared/bus';
import { t } from '../i18n';
import { snackbarSchedule } from './snackbar-timing';
import styles from './shell.module.css';

interface Snack {
  id: number;
  message: string;
  kind: SnackbarKind;
  action?: SnackbarAction;
  phase: 'waiting' | 'shown' | 'fading';
}

let nextId = 1;

/** Snackbars from the bus, with the §2 timing. */
export function Snackbars() {
  const [snacks, setSnacks] = useState<Snack[]>([]);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const setPhase = (id: number, phase: Snack['phase'] | null) => setSnacks((all) => (phase ? all.map((s) => (s.id === id ? { ...s, phase } : s)) : all.filter((s) => s.id !== id)));
    const sub = bus.on('host:show-snackbar').subscribe((e) => {
      const id = nextId++;
      const when = snackbarSchedule(e.durationMs);
      setSnacks((all) => [...all, { id, message: e.message, kind: e.kind ?? 'info', ...(e.action ? { action: e.action } : {}), phase: 'waiting' }]);
      timers.push(
        setTimeout(() => setPhase(id, 'shown'), when.showAt),
        setTimeout(() => setPhase(id, 'fading'), when.fadeAt),
        setTimeout(() => setPhase(id, null), when.removeAt),
      );
    });
    return () => {
      sub.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  // The action opens its dialog and the snackbar has done its work.
  const act = (snack: Snack) => {
    setSnacks((all) => all.filter((s) => s.id !== snack.id));
    bus.emit('host:open-dialog', { dialog: snack.action!.dialog });
  };
  return (
    <div className={styles.snackbars} aria-live="polite">
      {snacks
        .filter((s) => s.phase !== 'waiting')
        .map((s) => (
          <div key={s.id} role="status" data-kind={s.kind} className={`${styles.snackbar} ${s.phase === 'fading' ? styles.fading : ''}`}>
            {s.message}
            {s.action ? (
              <>
                {' '}
                <button type="button" className={styles.snackbarAction} onClick={() => act(s)}>
                  {s.action.label}
                </button>
              </>
            ) : null}
            <span className={styles.visuallyHidden}>{t('shell.dismiss')}</span>
          </div>
        ))}
    </div>
  );
}
