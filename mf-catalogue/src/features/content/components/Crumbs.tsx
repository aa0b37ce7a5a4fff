// Breadcrumbs for a content page: Home › Blog › this page (the last one is where you are).
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import styles from './content.module.css';

export interface ContentCrumb {
  label: string;
  href: string;
}

export function Crumbs({ trail }: { trail: ContentCrumb[] }) {
  return (
    <nav aria-label={t('blog.breadcrumb')}>
      <ol className={styles.crumbs}>
        {trail.map((c, i) => (
          <li key={c.href}>{i === trail.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
