// The contact page's form with its topics (GET contact/enquirytypes): loaded with the form's own chunk.
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { enquiriesApi } from '../api/enquiries-api';
import { ContactForm } from './ContactForm';
import { Pending } from './Pending';

export function ContactSection() {
  // The form renders in a transition (useApiData's): in one go it was a 130 ms task on a slow phone.
  const { data: types, error } = useApiData('enquiry-types', enquiriesApi.enquiryTypes);
  if (error) return <p role="alert">{t('enquiry.loadFailed')}</p>;
  return types ? <ContactForm types={types} /> : <Pending />;
}
