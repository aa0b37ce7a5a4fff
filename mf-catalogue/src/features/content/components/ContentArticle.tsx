// A page of the content service by key (about, terms, cookie and privacy policies, campaigns):
// its title as the h1 and the server's clean HTML. A campaign (/landing, /clm) leads with the
// heading and buttons of its front matter. Nothing else is fetched (no brand description).
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { Loader } from '@shop/shared/ui';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { useDocumentTitle } from '../../product/use-document-title';
import { contentApi, type ContentItem } from '../api/content-api';
import { dateText } from '../blog-address';
import styles from './content.module.css';

/** A front-matter link: the shop's own paths only (the server cleans the HTML, not these fields). */
const ownPath = (href: string | undefined) => (href && /^\/(?!\/)/.test(href) ? href : undefined);

function CampaignActions({ item }: { item: ContentItem }) {
  const primary = ownPath(item.ctaHref);
  const secondary = ownPath(item.secondaryCtaHref);
  if (!(item.cta && primary) && !(item.secondaryCta && secondary)) return null;
  return (
    <p className={styles.actions}>
      {item.cta && primary ? (
        <Link className={styles.primary} to={primary}>
          {item.cta}
        </Link>
      ) : null}
      {item.secondaryCta && secondary ? (
        <Link className={styles.secondary} to={secondary}>
          {item.secondaryCta}
        </Link>
      ) : null}
    </p>
  );
}

export function ContentArticle({ contentKey, titleKey, campaign = false }: { contentKey: string; titleKey: string; campaign?: boolean }) {
  const key = payloadKey.content(contentKey);
  const { data: item, error } = useApiData(key, () => contentApi.item(contentKey), { firstView: peekPayload<ContentItem | null>(key) });
  useDocumentTitle(item?.title);
  const title = item?.title ?? t(titleKey);
  // A campaign's heading is its h1; its title names it in the tab and in search results.
  const heading = campaign && item?.heading ? item.heading : title;
  return (
    <article className={campaign ? `${styles.page} ${styles.campaign}` : styles.page}>
      <h1 className="shop-ui-page__heading">{heading}</h1>
      {error || item === null ? (
        <p role="alert" className={styles.failed}>
          {t('content.missing')}
        </p>
      ) : !item ? (
        <Loader />
      ) : (
        <>
          {campaign ? (
            <>
              {item.heading && item.title !== item.heading ? <p className={styles.campaignLead}>{item.title}</p> : null}
              <CampaignActions item={item} />
            </>
          ) : (
            <p className={styles.meta}>
              <time dateTime={item.publishedAt}>{t('content.updated', { date: dateText(item.publishedAt) })}</time>
            </p>
          )}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: item.html }} />
        </>
      )}
    </article>
  );
}
