// An action the member confirms where they pressed it (cancel a quote, cancel a parcel): the button,
// then the question with Yes and No, focus on No so a second Enter changes nothing.
import { useState } from 'react';
import { Button } from '@shop/shared/ui';
import styles from './selling.module.css';

export function AskInPlace({ id, action, question, yes, no, busy, onYes }: { id: string; action: string; question: string; yes: string; no: string; busy: boolean; onYes: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          {action}
        </Button>
      </div>
    );
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className={styles.actions}>
        <Button disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)} autoFocus>
          {no}
        </Button>
      </div>
    </div>
  );
}
