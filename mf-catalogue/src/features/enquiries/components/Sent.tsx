import { useEffect, useRef } from 'react';
import styles from './enquiries.module.css';

/** What a form turns into once sent: a heading that takes the focus, so the change is announced. */
export function Sent({ heading, children }: { heading: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.done} role="status">
      <h2 ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <p>{children}</p>
    </div>
  );
}
