import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { departmentHref, STEPS } from '../../../steps';
import css from '../../../components/sell.module.css';

/**
 * The way back up the funnel, broad to narrow, above what loads: below the list it was pushed
 * down when the list arrived (a layout shift Lighthouse counted on the department and models
 * pages); the department's name, known once the funnel loads, is added at the end, moving nothing.
 */
export function BrowseTrail({ department }: { department?: { superCatId: number; superCatFriendlyName: string } }) {
  return (
    <nav className={css.trail} aria-label={t('sell.browseTrail')}>
      <Link to={STEPS.supercats}>{t('sell.allKinds')}</Link>
      {department ? (
        <>
          {' › '}
          <Link to={departmentHref(department.superCatId)}>{department.superCatFriendlyName}</Link>
        </>
      ) : null}
    </nav>
  );
}
