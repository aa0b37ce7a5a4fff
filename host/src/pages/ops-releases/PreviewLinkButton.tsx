// 'Preview' beside a version (issue 21 'Preview'): makes a link that opens that version in one
// browser (this one, or a colleague's) without making it live; the link shows here to open or copy.
import { useId, useState } from 'react';
import { Button } from '@shop/shared/ui';
import { makePreviewLink, type PreviewLink } from './api/preview';
import { isOpsFailure } from './api/client';
import type { Target } from './api/types';
import { failureText } from './failure-text';
import { t } from './i18n';
import styles from './ops-releases.module.css';
import { dateFormat } from '@shop/shared/rules';

const until = dateFormat({ timeStyle: 'short' });

export function PreviewLinkButton({ target, version, allowed }: { target: Target; version: string; allowed: boolean }) {
  const [state, setState] = useState<{ link: PreviewLink } | { error: string } | 'busy' | null>(null);
  const fieldId = useId();
  const make = async () => {
    setState('busy');
    try {
      setState({ link: await makePreviewLink({ target, version }) });
    } catch (e) {
      setState({ error: isOpsFailure(e) ? failureText(e) : t('ops.error.generic', { code: '?' }) });
    }
  };
  return (
    <div className={styles.preview}>
      <Button variant="secondary" disabled={!allowed || state === 'busy'} onClick={make} aria-label={t('ops.preview.button', { version })}>
        {t('ops.preview')}
      </Button>
      {state && typeof state === 'object' && 'link' in state ? (
        <div className={styles.previewLink} data-testid="preview-link">
          <label htmlFor={fieldId}>{t('ops.preview.linkLabel', { version, until: until.format(new Date(state.link.expiresAt)) })}</label>
          <input id={fieldId} readOnly value={state.link.link} onFocus={(e) => e.currentTarget.select()} />
          <a href={state.link.path} target="_blank" rel="noreferrer">
            {t('ops.preview.open')}
          </a>
        </div>
      ) : null}
      {state && typeof state === 'object' && 'error' in state ? (
        <p role="alert" className={styles.muted}>
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
