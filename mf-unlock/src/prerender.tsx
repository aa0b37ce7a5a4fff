// The unlock page's first view, painted on the server (built for Node by the prerender config;
// the API calls `prerender` for the routes this remote owns): /unlock's first step, its heading
// and form, with no call made, so the page's largest text is in the HTML (issue 36). An e-mailed
// link (?link=) and /verify-phone-number (a signed-in member's) are left to the browser.
import { renderFirstView, type FirstView } from '@shop/shared/remote/prerender';
import { t } from './i18n';
import { PageLayout } from '@shop/shared/ui';
import { Unlock } from './features/unlock/components/Unlock';

function UnlockFirstView() {
  return (
    <PageLayout heading={t('pageTitle.unlock')}>
      <Unlock link={null} firstView />
    </PageLayout>
  );
}

export async function prerender(path: string): Promise<FirstView | null> {
  const url = new URL(path, 'http://prerender.invalid');
  if (url.pathname.replace(/\/+$/, '') !== '/unlock' || url.searchParams.has('link')) return null;
  return renderFirstView({ owner: 'unlock', version: __BUILD_VERSION__, pages: { '/unlock': UnlockFirstView }, url: url.pathname + url.search, payload: {} });
}
