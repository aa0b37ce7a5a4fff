// A change that needs a reason (roll back, promote, abort): the shared Dialog (focus moves in and
// stays inside, Escape closes, focus goes back to the button that opened it), one required reason,
// the call, and its refusal in words; on success the page shows the result and refreshes.
import { GENERIC_CODES } from '@shop/shared/api';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError, TextAreaField } from '@shop/shared/form';
import { RELEASE_REASON_MAX } from '@shop/shared/rules';
import { Button, Dialog } from '@shop/shared/ui';
import { isOpsFailure } from './api/client';
import type { ChangeAnswer } from './api/types';
import { failureText } from './failure-text';
import { t } from './i18n';
import { maxLength, required, useFields } from './use-fields';
import styles from './ops-releases.module.css';

export interface ReasonDialogProps {
  title: string;
  body: string;
  confirm: string;
  run: (reason: string) => Promise<ChangeAnswer>;
  onDone: (answer: ChangeAnswer) => void;
  onClose: () => void;
}

export function ReasonDialog({ title, body, confirm, run, onDone, onClose }: ReasonDialogProps) {
  const formId = useId();
  const { register, errors, handleSubmit } = useFields({
    reason: [required(t('ops.reasonRequired')), maxLength(RELEASE_REASON_MAX, t('ops.reasonTooLong', { max: RELEASE_REASON_MAX }))],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = register('reason');
  const area = useRef<HTMLTextAreaElement | null>(null);
  // The reason is what the dialog asks for: it takes the focus once the dialog has moved it in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => area.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      onDone(await run(values.reason));
    } catch (e) {
      setFailure(failureText(isOpsFailure(e) ? e : { code: GENERIC_CODES.system }));
      setBusy(false);
    }
  });

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {confirm}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.dialogBody}>{body}</p>
        <TextAreaField
          label={t('ops.reason')}
          hint={t('ops.reasonHint')}
          rows={3}
          maxLength={RELEASE_REASON_MAX}
          error={errors.reason}
          registration={{ ...reason, ref: (el) => (reason.ref(el), (area.current = el as HTMLTextAreaElement | null)) }}
        />
        <FormError>{failure}</FormError>
      </form>
    </Dialog>
  );
}
