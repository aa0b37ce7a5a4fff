// The frame of both bench pages: the heading, noindex, and the staff session: the sign-in until a
// staff member is signed in, then who it is, a way out, and the page itself.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, PageLayout } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { benchSession } from '../staff-session';
import { StaffSignIn } from './StaffSignIn';
import styles from './goods-in.module.css';

/** The page is nobody's to index (the API also answers it with X-Robots-Tag: noindex). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function BenchFrame({ heading, lead, children }: { heading: string; lead: string; children: ReactNode }) {
  useNoIndex();
  const me = useSyncExternalStore(benchSession.subscribe, benchSession.current, () => null);
  const [wasSignedIn, setWasSignedIn] = useState(false);
  useEffect(() => {
    if (me) setWasSignedIn(true);
  }, [me]);
  return (
    <div className={styles.page} data-testid="goods-in-bench">
      <PageLayout heading={heading} lead={lead}>
        {me ? (
          <>
            <div className={styles.bar}>
              <p className={styles.who}>{t('goodsIn.signedInAs', { email: me.email })}</p>
              <Button variant="secondary" onClick={() => benchSession.signOut()}>
                {t('goodsIn.signOut')}
              </Button>
            </div>
            {children}
          </>
        ) : (
          <StaffSignIn notice={wasSignedIn ? t('goodsIn.signIn.ended') : undefined} />
        )}
      </PageLayout>
    </div>
  );
}

export function Refused() {
  return (
    <div className={styles.refused} role="alert" data-testid="goods-in-refused">
      <h2 className={styles.h2}>{t('goodsIn.noPermission.title')}</h2>
      <p>{t('goodsIn.noPermission.body')}</p>
    </div>
  );
}
