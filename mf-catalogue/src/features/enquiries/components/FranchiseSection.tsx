// The franchise page's enquiry form with its 'how did you hear of us' choices (GET franchises/heardfrom).
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { enquiriesApi } from '../api/enquiries-api';
import { FranchiseForm } from './FranchiseForm';
import { Pending } from './Pending';

export function FranchiseSection() {
  const [heardFrom, setHeardFrom] = useState<Array<{ id: number; name: string }> | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    enquiriesApi.heardFrom().then(
      (h) => live && setHeardFrom(h),
      () => live && setHeardFrom('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (heardFrom === 'failed') return <p role="alert">{t('enquiry.loadFailed')}</p>;
  if (!heardFrom) return <Pending />;
  return <FranchiseForm heardFrom={heardFrom} />;
}
