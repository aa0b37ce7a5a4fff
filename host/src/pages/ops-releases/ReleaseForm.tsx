// 'Release a version' for one target (POST /v3/ops/releases): version, an optional address of
// its mf-manifest.json, and the reason. Off (a disabled fieldset) for staff without that
// target's own permission; the API refuses it too (R001).
import { GENERIC_CODES } from '@shop/shared/api';
import { useId, useState } from 'react';
import { FormError, TextAreaField, TextField } from '@shop/shared/form';
import { RELEASE_REASON_MAX, RELEASE_URL_MAX, RELEASE_URL_PATTERN, RELEASE_VERSION_MAX, RELEASE_VERSION_PATTERN } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { isOpsFailure } from './api/client';
import { releaseVersion } from './api/release-version';
import type { ChangeAnswer, Target } from './api/types';
import { failureText } from './failure-text';
import { t } from './i18n';
import { matches, maxLength, required, useFields } from './use-fields';
import styles from './ops-releases.module.css';

export function ReleaseForm({ target, label, allowed, onDone }: { target: Target; label: string; allowed: boolean; onDone: (answer: ChangeAnswer) => void }) {
  const hintId = useId();
  const tooLong = (max: number) => maxLength(max, t('ops.tooLong', { max }));
  const { register, errors, handleSubmit, reset } = useFields({
    version: [required(t('ops.release.versionRequired')), matches(new RegExp(RELEASE_VERSION_PATTERN), t('ops.release.versionInvalid')), tooLong(RELEASE_VERSION_MAX)],
    url: [matches(new RegExp(RELEASE_URL_PATTERN), t('ops.release.urlInvalid')), tooLong(RELEASE_URL_MAX)],
    reason: [required(t('ops.reasonRequired')), tooLong(RELEASE_REASON_MAX)],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async ({ version, url, reason }) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await releaseVersion({ target, version, url: url || undefined, reason });
      reset();
      onDone(answer);
    } catch (e) {
      setFailure(failureText(isOpsFailure(e) ? e : { code: GENERIC_CODES.system }));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={allowed ? undefined : hintId}>
      {allowed ? null : (
        <p id={hintId} className={styles.muted}>
          {t('ops.notAllowed', { target: label })}
        </p>
      )}
      <fieldset className={styles.fieldset} disabled={!allowed || busy}>
        <TextField label={t('ops.release.version')} hint={t('ops.release.versionHint')} autoComplete="off" spellCheck={false} maxLength={RELEASE_VERSION_MAX} error={errors.version} registration={register('version')} />
        <TextField label={t('ops.release.url')} hint={t('ops.release.urlHint')} type="url" autoComplete="off" maxLength={RELEASE_URL_MAX} error={errors.url} registration={register('url')} />
        <TextAreaField label={t('ops.reason')} hint={t('ops.reasonHint')} rows={2} maxLength={RELEASE_REASON_MAX} error={errors.reason} registration={register('reason')} />
        <FormError>{failure}</FormError>
        <div>
          <Button type="submit">{t('ops.release.submit')}</Button>
        </div>
      </fieldset>
    </form>
  );
}
