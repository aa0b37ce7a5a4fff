// The preview banner (issue 21 'Preview'): on every page while this browser previews a version
// through a team's link (the boot data says what; the API decided it from the preview cookie).
// Its own chunk: a shopper's page never loads it. Exit is a plain form post, so it works before
// (or without) any script of the page: the API clears the cookie and sends the browser back to
// this page, which loads with what is live.
import { dateFormat, PREVIEW_EXIT_PATH } from '@shop/shared/rules';
import type { BootData } from '../boot-data';
import { t } from '../i18n';
import styles from './shell.module.css';

const time = dateFormat({ timeStyle: 'short' });

export default function PreviewBanner({ preview }: { preview: NonNullable<BootData['preview']> }) {
  const what = preview.targets.map((p) => `${p.target} ${p.version}`).join(', ');
  const back = `${PREVIEW_EXIT_PATH}?back=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <div className={styles.preview} role="region" aria-label={t('shell.preview.label')} data-testid="preview-banner">
      <p role="status">
        <strong>{t('shell.preview.text', { what })}</strong> <span className={styles.previewUntil}>{t('shell.preview.until', { time: time.format(new Date(preview.expiresAt)) })}</span>
      </p>
      <form method="post" action={back}>
        <button type="submit" className={styles.previewExit}>
          {t('shell.preview.exit')}
        </button>
      </form>
    </div>
  );
}
