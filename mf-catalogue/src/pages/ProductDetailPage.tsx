import { useSearchParams } from 'react-router-dom';
import { t } from '@shop/shared/i18n';
import { PageLayout } from '@shop/shared/ui';

export function ProductDetailPage() {
  const [params] = useSearchParams();
  return <PageLayout heading={t('pageTitle.productDetail')} lead={`Item ${params.get('id') ?? ''}`} />;
}
