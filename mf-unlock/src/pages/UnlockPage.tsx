import { useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { PageLayout } from '@shop/shared/ui';
import { Unlock } from '../features/unlock/components/Unlock';

/** /unlock (spec §2: only while the on-demand unlock flag is on; the host sends others to /). `?link=` is the e-mailed link's. */
export function UnlockPage() {
  const [search] = useSearchParams();
  return (
    <PageLayout heading={t('pageTitle.unlock')}>
      <Unlock link={search.get('link')} />
    </PageLayout>
  );
}
