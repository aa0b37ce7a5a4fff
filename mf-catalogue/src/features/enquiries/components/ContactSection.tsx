// The contact page's form with its topics (GET contact/enquirytypes): loaded with the form's own chunk.
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { enquiriesApi, type EnquiryType } from '../api/enquiries-api';
import { ContactForm } from './ContactForm';
import { Pending } from './Pending';

export function ContactSection() {
  const [types, setTypes] = useState<EnquiryType[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    enquiriesApi.enquiryTypes().then(
      (x) => live && setTypes(x),
      () => live && setTypes('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (types === 'failed') return <p role="alert">{t('enquiry.loadFailed')}</p>;
  return types ? <ContactForm types={types} /> : <Pending />;
}
