// /blog-detail?id=<postId>: one post (its title the page's h1, date, author, reading time, picture,
// the server's clean HTML) and up to three more of its topic. /blog-detail?press=<pressId>: one
// press release. An id the shop does not have shows the host's 404 page.
import { useEffect } from 'react';
import { bus } from '@shop/shared/bus';
import { isNotFound, useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { Loader } from '@shop/shared/ui';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { useDocumentTitle } from '../../product/use-document-title';
import { contentApi, type Post, type PostSummary, type PressRelease } from '../api/content-api';
import { blogHref, dateText } from '../blog-address';
import { Crumbs } from './Crumbs';
import { BlogPicture, PostCard } from './PostCard';
import styles from './content.module.css';

/** Shows the host's 404 page once `missing` is true (the address names nothing we have). */
export function useNotFound(missing: boolean): void {
  useEffect(() => {
    if (missing) bus.emit('host:page-error', { status: 404 });
  }, [missing]);
}

const blogCrumbs = (title: string, href: string) => [
  { label: t('blog.home'), href: '/' },
  { label: t('pageTitle.blog'), href: blogHref({}) },
  { label: title, href },
];

export function BlogArticle({ id }: { id: string }) {
  const key = payloadKey.blogPost(id);
  const { data, error } = useApiData(key, () => contentApi.post(id), { firstView: peekPayload<{ post: Post; related: PostSummary[] }>(key) });
  useNotFound(isNotFound(error));
  useDocumentTitle(data?.post.title);
  if (isNotFound(error)) return null;
  if (error)
    return (
      <p role="alert" className={styles.failed}>
        {t('blog.loadFailed')}
      </p>
    );
  if (!data) return <Loader />;
  const { post, related } = data;
  return (
    <article className={styles.article}>
      <Crumbs trail={blogCrumbs(post.title, `/blog-detail?id=${post.id}`)} />
      <p className={styles.topicTag}>{post.topicTitle}</p>
      <h1 className={styles.articleTitle}>{post.title}</h1>
      <p className={styles.meta}>
        <time dateTime={post.publishedOn}>{dateText(post.publishedOn)}</time>
        <span>{t('blog.by', { author: post.author })}</span>
        <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </p>
      <BlogPicture post={post} className={styles.hero} sizes="(min-width: 800px) 760px, 100vw" eager />
      {/* Rendered from Markdown and sanitised by the content service (no script, handler or frame). */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.sectionHeading}>
            {t('blog.related', { topic: post.topicTitle })}
          </h2>
          <ul className={styles.posts}>
            {related.map((r) => (
              <li key={r.id}>
                <PostCard post={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function PressArticle({ id }: { id: string }) {
  const key = payloadKey.pressRelease(id);
  const { data: release, error } = useApiData(key, () => contentApi.pressRelease(id), { firstView: peekPayload<PressRelease>(key) });
  useNotFound(isNotFound(error));
  useDocumentTitle(release?.title);
  if (isNotFound(error)) return null;
  if (error)
    return (
      <p role="alert" className={styles.failed}>
        {t('blog.loadFailed')}
      </p>
    );
  if (!release) return <Loader />;
  return (
    <article className={styles.article}>
      <Crumbs
        trail={[
          ...blogCrumbs(release.title, `/blog-detail?press=${release.id}`).slice(0, 2),
          { label: t('blog.pressHeading'), href: '/blog#press-heading' },
          { label: release.title, href: `/blog-detail?press=${release.id}` },
        ]}
      />
      <h1 className={styles.articleTitle}>{release.title}</h1>
      <p className={styles.meta}>
        <time dateTime={release.publishedOn}>{t('blog.pressPlace', { place: release.place, date: dateText(release.publishedOn) })}</time>
      </p>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: release.html }} />
    </article>
  );
}
