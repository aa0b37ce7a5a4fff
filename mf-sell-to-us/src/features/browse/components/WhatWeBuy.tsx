// "What we buy" on /sell-to-us: every department and kind, each a link into the browsing pages.
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { DEPARTMENTS_LOAD, useFirstViewLoad } from '../../../first-view';
import { categoryHref, departmentHref, STEPS } from '../../../steps';
import css from '../../../components/sell.module.css';
import { getBuyInWizard } from '../api/buy-in-wizard';
import type { Department } from '../api/types';

export function WhatWeBuy() {
  // The server's first view paints the list it loaded (first-view.ts); the browser loads it.
  const { data: departments, error } = useApiData(DEPARTMENTS_LOAD, () => getBuyInWizard(), { firstView: useFirstViewLoad<Department[]>(DEPARTMENTS_LOAD) });
  return (
    <section className={css.section} aria-labelledby="sell-buys">
      <h2 id="sell-buys">{t('sell.buysTitle')}</h2>
      <p className={css.muted}>{t('sell.buysLead')}</p>
      {error ? <p>{t('sell.buysFailed')}</p> : null}
      <div className={css.departments}>
        {departments?.map((d) => (
          <div key={d.superCatId}>
            <h3>
              <Link to={departmentHref(d.superCatId)}>{d.superCatFriendlyName}</Link>
            </h3>
            <ul>
              {d.categories.map((c) => (
                <li key={c.categoryId}>
                  <Link to={categoryHref(c.categoryId, d.superCatId)}>{c.categoryName}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p>
        <Link className={css.link} to={STEPS.supercats}>
          {t('sell.browseLink')}
        </Link>
      </p>
    </section>
  );
}
