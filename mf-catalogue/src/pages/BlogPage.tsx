// /blog and /blog-detail (issue #17 'Blog, press, careers'): thin pages over features/content.
import { useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { PageLayout } from '@shop/shared/ui';
import { BlogArticle, PressArticle, useNotFound } from '../features/content/components/BlogArticle';
import { BlogList } from '../features/content/components/BlogList';
import { PressList } from '../features/content/components/PressList';
import { readBlogQuery, readDetail } from '../features/content/blog-address';
import styles from '../features/content/components/content.module.css';

export function BlogPage() {
  const [params] = useSearchParams();
  const query = readBlogQuery(params);
  return (
    <PageLayout heading={t('pageTitle.blog')} lead={t('blog.lead')}>
      <BlogList query={query} />
      <PressList />
    </PageLayout>
  );
}

/** /blog-detail?id=<postId> or ?press=<pressId>; anything else is not a page (404). */
export function BlogDetailPage() {
  const [params] = useSearchParams();
  const detail = readDetail(params);
  useNotFound(detail === null);
  if (!detail) return null;
  return <div className={styles.page}>{detail.kind === 'post' ? <BlogArticle key={detail.id} id={detail.id} /> : <PressArticle key={detail.id} id={detail.id} />}</div>;
}
