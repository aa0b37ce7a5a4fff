// A department's kinds of item (/sell-to-us/category?superCatId=), each a link to its models.
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { Loader, PageLayout } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { failureMessage } from '../../../api/client';
import { useFirstViewLoad } from '../../../first-view';
import { categoryHref } from '../../../steps';
import css from '../../../components/sell.module.css';
import { getBuyInWizard } from '../api/buy-in-wizard';
import type { Department } from '../api/types';
import { BrowseTrail } from './BrowseTrail';
import { NotBought } from './NotBought';

/** A department's kinds of item (no department: all of them). 1010 for one we buy nothing in. */
export function DepartmentKinds({ superCatId }: { superCatId?: number }) {
  const key = String(superCatId);
  const wizard = useApiData(key, () => getBuyInWizard(superCatId), { firstView: useFirstViewLoad<Department[]>(key) });
  const department = wizard.data && superCatId !== undefined ? wizard.data[0] : undefined;
  return (
    <PageLayout heading={department?.superCatFriendlyName ?? t('pageTitle.sellToUsCategory')} lead={t('sell.categoryLead')}>
      <BrowseTrail />
      {wizard.loading && !wizard.data ? <Loader /> : null}
      {wizard.error ? <NotBought message={failureMessage(wizard.error)} /> : null}
      {wizard.data
        ? wizard.data.map((d) => (
            <section key={d.superCatId} className={css.section} aria-label={d.superCatFriendlyName}>
              {department ? null : <h2>{d.superCatFriendlyName}</h2>}
              <ul className={css.cards}>
                {d.categories.map((c) => (
                  <li key={c.categoryId} className={css.card}>
                    <Link to={categoryHref(c.categoryId, d.superCatId)}>{c.categoryName}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </PageLayout>
  );
}
