// The franchise page's enquiry form with its 'how did you hear of us' choices (GET franchises/heardfrom).
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { enquiriesApi } from '../api/enquiries-api';
import { FranchiseForm } from './FranchiseForm';
import { Pending } from './Pending';

export function FranchiseSection() {
  const { data: heardFrom, error } = useApiData('franchise-heard-from', enquiriesApi.heardFrom);
  if (error) return <p role="alert">{t('enquiry.loadFailed')}</p>;
  if (!heardFrom) return <Pending />;
  return <FranchiseForm heardFrom={heardFrom} />;
}
