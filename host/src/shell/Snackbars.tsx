import { useEffect, useState } from 'react';
import { bus, type SnackbarKind } from '@shop/shared/bus';
import { t } from '../i18n';
import { snackbarSchedule } from './snackbar-timing';
import styles from './shell.module.css';

interface Snack {
  id: number;
  message: string;
  kind: SnackbarKind;
  phase: 'waiting' | 'shown' | 'fading';
}

let nextId = 1;

/** Snackbars from the bus, with the §2 timing. */
export function Snackbars() {
  const [snacks, setSnacks] = useState<Snack[]>([]);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const setPhase = (id: number, phase: Snack['phase'] | null) =>
      setSnacks((all) => (phase ? all.map((s) => (s.id === id ? { ...s, phase } : s)) : all.filter((s) => s.id !== id)));
    const sub = bus.on('host:show-snackbar').subscribe((e) => {
      const id = nextId++;
      const when = snackbarSchedule(e.durationMs);
      setSnacks((all) => [...all, { id, message: e.message, kind: e.kind ?? 'info', phase: 'waiting' }]);
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
  return (
    <div className={styles.snackbars} aria-live="polite">
      {snacks
        .filter((s) => s.phase !== 'waiting')
        .map((s) => (
          <div key={s.id} role="status" data-kind={s.kind} className={`${styles.snackbar} ${s.phase === 'fading' ? styles.fading : ''}`}>
            {s.message}
            <span className={styles.visuallyHidden}>{t('shell.dismiss')}</span>
          </div>
        ))}
    </div>
  );
}
