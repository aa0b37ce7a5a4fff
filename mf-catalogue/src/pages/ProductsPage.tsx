import { useSearchParams } from 'react-router-dom';
import { t } from '@shop/shared/i18n';
import { PageLayout } from '@shop/shared/ui';

export function ProductsPage() {
  const [params] = useSearchParams();
  const reduced = params.get('priceReduced') === '1';
  return (
    <PageLayout
      heading={t('pageTitle.products')}
      lead={reduced ? 'Reduced items across every category.' : 'Browse every pre-loved item we have online.'}
    />
  );
}
