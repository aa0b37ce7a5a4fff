// A member's step as it shows before the member's data is in: its heading and the texts that do
// not depend on the quote, with a loader where the rest goes. The same markup is the step's own
// loading state in the browser and the server's first view of the step (prerender.tsx), which
// cannot know the member: the page's largest text then comes in the HTML (issue 36), and the
// loaded step keeps it in place rather than painting a new one.
import { t } from '../i18n';
import { Loader, PageLayout } from '@shop/shared/ui';
import upload from '../features/quote/components/upload.module.css';
import { ParcelSkeleton } from '../features/send/components/ParcelSkeleton';

export function QuestionsSkeleton() {
  return (
    <PageLayout heading={t('pageTitle.sellToUsQuestions')} lead={t('sell.questionsLead')}>
      <Loader label={t('sell.starting')} />
    </PageLayout>
  );
}

export function UploadSkeleton() {
  return (
    <PageLayout heading={t('pageTitle.sellToUsUpload')}>
      <Loader />
      <div className={upload.consent}>
        <p className={upload.hint}>{t('sell.photoConsentHint')}</p>
      </div>
    </PageLayout>
  );
}

export function ThankYouSkeleton() {
  return (
    <PageLayout heading={t('pageTitle.sellToUsThankYou')}>
      <Loader />
      <ParcelSkeleton />
    </PageLayout>
  );
}

export function SendSkeleton() {
  return (
    <PageLayout heading={t('pageTitle.sellToUsSend')} lead={t('sell.send.lead')}>
      <ParcelSkeleton />
    </PageLayout>
  );
}
