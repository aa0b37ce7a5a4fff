// Every department we buy in (/sell-to-us/supercats), each with the kinds of item we buy there.
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { Loader, PageLayout } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { failureMessage } from '../../../api/client';
import { DEPARTMENTS_LOAD, useFirstViewLoad } from '../../../first-view';
import { departmentHref } from '../../../steps';
import css from '../../../components/sell.module.css';
import { getBuyInWizard } from '../api/buy-in-wizard';
import type { Department } from '../api/types';

export function Departments() {
  const wizard = useApiData(DEPARTMENTS_LOAD, () => getBuyInWizard(), { firstView: useFirstViewLoad<Department[]>(DEPARTMENTS_LOAD) });
  return (
    <PageLayout heading={t('pageTitle.sellToUsSupercats')} lead={t('sell.supercatsLead')}>
      {wizard.loading && !wizard.data ? <Loader /> : null}
      {wizard.error ? <p role="alert">{failureMessage(wizard.error)}</p> : null}
      {wizard.data ? (
        <ul className={css.cards}>
          {wizard.data.map((d) => (
            <li key={d.superCatId} className={css.card}>
              <h2>
                <Link to={departmentHref(d.superCatId)}>{d.superCatFriendlyName}</Link>
              </h2>
              <p className={css.muted}>{t('sell.weBuyHere', { kinds: d.categories.map((c) => c.categoryName).join(', ') })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </PageLayout>
  );
}
