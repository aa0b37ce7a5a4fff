// Where a parcel is opened: a USB or Bluetooth scanner types the label's code and Enter into this
// box (it is focused when the page opens), or staff type it; the camera reads it where it can.
// What is typed also narrows the list below (search by order code).
import { useCallback, useId, useState, type FormEvent } from 'react';
import { isWebBuyOrderId } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { CameraScan, cameraCanScan } from './CameraScan';
import styles from './goods-in.module.css';

export const normaliseCode = (typed: string) => typed.trim().toUpperCase().replace(/\s+/g, '');

export function ScanBox({ value, onChange, onOpen }: { value: string; onChange: (v: string) => void; onOpen: (code: string) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCode(value);
    if (!isWebBuyOrderId(code)) return setProblem(t('goodsIn.scan.invalid'));
    setProblem(null);
    onOpen(code);
  };
  const fromCamera = useCallback(
    (code: string) => {
      setCamera(false);
      onOpen(code);
    },
    [onOpen],
  );
  return (
    <form className={styles.scan} onSubmit={submit} role="search" noValidate>
      <div className={styles.scanField}>
        <label htmlFor={id}>{t('goodsIn.scan.label')}</label>
        <p className={styles.muted} id={`${id}-hint`}>
          {t('goodsIn.scan.hint')}
        </p>
        <input
          id={id}
          className={styles.scanInput}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // The scanner types into the page as soon as it opens.
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          data-testid="goods-in-scan"
        />
        {problem ? (
          <p className={styles.alert} id={`${id}-problem`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit">{t('goodsIn.scan.open')}</Button>
      {cameraCanScan() ? (
        camera ? (
          <CameraScan onCode={fromCamera} onClose={() => setCamera(false)} />
        ) : (
          <div>
            <Button type="button" variant="secondary" onClick={() => setCamera(true)}>
              {t('goodsIn.scan.camera')}
            </Button>
          </div>
        )
      ) : null}
    </form>
  );
}
