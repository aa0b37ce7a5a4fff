// /blog: the UK blog's posts, newest first, a page at a time, filtered by topic (both in the
// address: ?topic=&page=), then the press releases. Topic and page changes are plain links, so
// they work without a script, can be shared, and the server paints each of them.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { Loader } from '@shop/shared/ui';
import { payloadKey, peekPayload } from '../../../api/page-payload';
import { blogRequest, contentApi, type BlogPage, type BlogQuery } from '../api/content-api';
import { blogHref } from '../blog-address';
import { PostCard } from './PostCard';
import styles from './content.module.css';

function Topics({ blog, chosen }: { blog: BlogPage; chosen: string | undefined }) {
  const current = (topic: string | undefined) => (topic === chosen ? { 'aria-current': 'page' as const } : {});
  return (
    <nav aria-label={t('blog.topics')}>
      <ul className={styles.topics}>
        <li>
          <Link to={blogHref({})} {...current(undefined)}>
            {t('blog.allTopics')}
          </Link>
        </li>
        {blog.topics.map((topic) => (
          <li key={topic.topic}>
            <Link to={blogHref({ topic: topic.topic })} {...current(topic.topic)}>
              {t('blog.topicCount', { title: topic.title, count: topic.count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pager({ query, pageCount }: { query: BlogQuery & { page: number }; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('blog.pages')} className={styles.pager}>
      {query.page > 1 ? <Link to={blogHref({ ...query, page: query.page - 1 })} rel="prev">{`‹ ${t('blog.previousPage')}`}</Link> : <span />}
      <p className={styles.pagerStatus}>{t('blog.pageOf', { page: query.page, pages: pageCount })}</p>
      {query.page < pageCount ? <Link to={blogHref({ ...query, page: query.page + 1 })} rel="next">{`${t('blog.nextPage')} ›`}</Link> : <span />}
    </nav>
  );
}

export function BlogList({ query }: { query: BlogQuery & { page: number } }) {
  const key = payloadKey.blog(blogRequest(query));
  const { data: blog, error } = useApiData(key, () => contentApi.blog(query), { firstView: peekPayload<BlogPage>(key) });
  if (error)
    return (
      <p role="alert" className={styles.failed}>
        {t('blog.loadFailed')}
      </p>
    );
  if (!blog) return <Loader />;
  const topicTitle = blog.topics.find((x) => x.topic === query.topic)?.title;
  return (
    <>
      <Topics blog={blog} chosen={topicTitle ? query.topic : undefined} />
      <h2 className={styles.sectionHeading}>{topicTitle ? t('blog.topicHeading', { topic: topicTitle }) : t('blog.postsHeading')}</h2>
      {blog.posts.length === 0 ? (
        <p>{t('blog.none')}</p>
      ) : (
        <ul className={styles.posts}>
          {blog.posts.map((post, i) => (
            <li key={post.id}>
              {/* The first picture is the page's largest paint: it loads at once. */}
              <PostCard post={post} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager query={query} pageCount={blog.pageCount} />
    </>
  );
}
