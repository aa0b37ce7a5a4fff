// The enquiry pages (issue #17): /contactus, /feedback, /franchise, /careers. Each page paints
// its heading and lead at once; its form (and the form library) comes in a chunk of its own, so
// the catalogue's other pages carry none of it.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { PageLayout } from '@shop/shared/ui';
import { FranchiseStories } from '../features/enquiries/components/FranchiseStories';
import { Pending } from '../features/enquiries/components/Pending';
import styles from '../features/enquiries/components/enquiries.module.css';

const ContactSection = lazy(() => import('../features/enquiries/components/ContactSection').then((m) => ({ default: m.ContactSection })));
const FeedbackForm = lazy(() => import('../features/enquiries/components/FeedbackForm').then((m) => ({ default: m.FeedbackForm })));
const FranchiseSection = lazy(() => import('../features/enquiries/components/FranchiseSection').then((m) => ({ default: m.FranchiseSection })));
const JobSearch = lazy(() => import('../features/enquiries/components/JobSearch').then((m) => ({ default: m.JobSearch })));
const JobApplication = lazy(() => import('../features/enquiries/components/JobApplication').then((m) => ({ default: m.JobApplication })));

/**
 * Where a form comes in (its own chunk): until it does, the space keeps what follows below the
 * fold, so neither the server's first view nor the live page shifts when it arrives.
 */
function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Pending />}>{children}</Suspense>;
}

export function ContactPage() {
  return (
    <PageLayout heading={t('pageTitle.contactUs')} lead={t('contact.lead')}>
      <div className={styles.columns}>
        <FormSlot>
          <ContactSection />
        </FormSlot>
        <aside className={styles.aside} aria-labelledby="contact-other-ways">
          <h2 id="contact-other-ways">{t('contact.otherWays')}</h2>
          <p>{t('contact.otherWaysText')}</p>
          <ul>
            <li>
              <Link to="/faq">{t('contact.faqLink')}</Link>
            </li>
            <li>
              <Link to="/store">{t('contact.storesLink')}</Link>
            </li>
            <li>
              <Link to="/careers">{t('contact.careersLink')}</Link>
            </li>
            <li>
              <Link to="/franchise">{t('contact.franchiseLink')}</Link>
            </li>
          </ul>
        </aside>
      </div>
    </PageLayout>
  );
}

export function FeedbackPage() {
  const [params] = useSearchParams();
  return (
    <PageLayout heading={t('pageTitle.feedback')} lead={t('feedback.lead')}>
      <FormSlot>
        <FeedbackForm initialCode={(params.get('code') ?? '').trim()} />
      </FormSlot>
    </PageLayout>
  );
}

export function FranchisePage() {
  return (
    <PageLayout heading={t('pageTitle.franchise')} lead={t('franchise.lead')}>
      <FranchiseStories />
      <FormSlot>
        <FranchiseSection />
      </FormSlot>
    </PageLayout>
  );
}

export function CareersPage() {
  const [params] = useSearchParams();
  const storeId = Number(params.get('store'));
  const jobId = params.get('job');
  return (
    <PageLayout heading={t('pageTitle.careers')} lead={t('careers.lead')}>
      <FormSlot>{jobId && Number.isInteger(storeId) && storeId > 0 ? <JobApplication storeId={storeId} jobId={jobId} /> : <JobSearch />}</FormSlot>
    </PageLayout>
  );
}
