// A post in a list: its picture, topic, title (the link), date, reading time and summary.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { pictureSources, type PostSummary } from '../api/content-api';
import { dateText, postHref } from '../blog-address';
import styles from './content.module.css';

/** A post's picture in its three sizes; `sizes` says how wide the page shows it. */
export function BlogPicture({ post, sizes, className, eager = false }: { post: PostSummary; sizes: string; className?: string; eager?: boolean }) {
  if (!post.image) return null;
  const { src, srcSet } = pictureSources(post.image.url);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={post.image.width}
      height={post.image.height}
      alt={post.image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedOn}>{dateText(post.publishedOn)}</time>
      <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
}

export function PostCard({ post, headingLevel = 'h3', eager = false }: { post: PostSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <BlogPicture post={post} sizes="(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className={styles.cardBody}>
        <p className={styles.topicTag}>{post.topicTitle}</p>
        <Heading className={styles.cardTitle}>
          <Link to={postHref(post.id)}>{post.title}</Link>
        </Heading>
        <PostMeta post={post} />
        <p className={styles.summary}>{post.summary}</p>
      </div>
    </article>
  );
}
