import { Loader } from '@shop/shared/ui';
import styles from './enquiries.module.css';

/** A form or list on its way: it keeps the space the page will have, so nothing below shifts into view and out again. */
export function Pending() {
  return (
    <div className={styles.pending}>
      <Loader />
    </div>
  );
}
