// The §5 buy-in funnel as pages (signed in, §2): /sell-to-us/supercats lists the departments we
// buy in; /sell-to-us/category?superCatId= a department's kinds of item; ?categoryId= one kind's
// models, with a search within them, each leading to the questions. A kind we do not buy online
// (reached by URL) answers 1011 and says so, with where to go instead.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { useApiData, type NormalisedFailure } from '@shop/shared/http';
import { Loader, PageLayout } from '@shop/shared/ui';
import { getBuyInWizard } from '../api/buy-in-wizard';
import { failureMessage } from '../api/client';
import { searchModels } from '../api/search-models';
import type { BuyInModel, Department } from '../api/types';
import { DEPARTMENTS_LOAD, useFirstViewLoad } from '../wizard/first-view';
import { useSignedIn } from '../wizard/use-signed-in';
import { categoryHref, departmentHref, idOf, STEPS } from '../wizard/steps';
import { ModelRow } from './ModelRow';
import css from './sell.module.css';

export function SupercatsPage() {
  return useSignedIn() ? <Supercats /> : null;
}

function Supercats() {
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

export function CategoryPage() {
  return useSignedIn() ? <Category /> : null;
}

function Category() {
  const [params] = useSearchParams();
  const categoryId = idOf(params.get('categoryId'));
  const superCatId = idOf(params.get('superCatId'));
  return categoryId !== undefined ? <Models categoryId={categoryId} /> : <Department superCatId={superCatId} />;
}

/** A department's kinds of item (no department: all of them). 1010 for one we buy nothing in. */
function Department({ superCatId }: { superCatId?: number }) {
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

/** One kind's models, all of them first, then those matching the words typed. */
function Models({ categoryId }: { categoryId: number }) {
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const modelsKey = `${categoryId}:${query}`;
  const models = useApiData(modelsKey, () => searchModels(query, categoryId), { firstView: useFirstViewLoad<BuyInModel[]>(modelsKey) });
  const wizard = useApiData(DEPARTMENTS_LOAD, () => getBuyInWizard(), { firstView: useFirstViewLoad<Department[]>(DEPARTMENTS_LOAD) });
  const found = wizard.data ? findCategory(wizard.data, categoryId) : undefined;
  if ((models.error as Partial<NormalisedFailure> | null)?.code === 1011) {
    return (
      <PageLayout heading={t('sell.notBought')}>
        <NotBought message={failureMessage(models.error)} />
      </PageLayout>
    );
  }
  return (
    <PageLayout heading={found?.categoryName ?? t('pageTitle.sellToUsCategory')} lead={t('sell.modelsLead')}>
      <BrowseTrail department={found} />
      <form
        className={css.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(typed.trim().slice(0, 100));
        }}
      >
        <div className="shop-form-field">
          <label className="shop-form-field__label" htmlFor="sell-filter">
            {t('sell.filterLabel')}
          </label>
          <input id="sell-filter" className="shop-form-field__input" type="search" value={typed} maxLength={100} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </div>
        <button type="submit" className="shop-ui-button">
          {t('sell.searchButton')}
        </button>
      </form>
      {models.loading && !models.data ? <Loader /> : null}
      {models.error ? <p role="alert">{failureMessage(models.error)}</p> : null}
      <div role="status" aria-live="polite">
        {models.data ? <p className={css.muted}>{models.data.length ? t('sell.searchCount', { count: models.data.length }) : t('sell.modelsNone')}</p> : null}
      </div>
      <h2 className={css.section}>{t('sell.modelsTitle')}</h2>
      {models.data?.length ? (
        <ul className={css.models}>
          {models.data.map((m: BuyInModel) => (
            <ModelRow key={m.masterBoxId} model={m} />
          ))}
        </ul>
      ) : null}
    </PageLayout>
  );
}

function findCategory(departments: Department[], categoryId: number) {
  for (const d of departments) {
    const c = d.categories.find((x) => x.categoryId === categoryId);
    if (c) return { ...c, superCatId: d.superCatId, superCatFriendlyName: d.superCatFriendlyName };
  }
  return undefined;
}

/**
 * The way back up the funnel, broad to narrow, above what loads: below the list it was pushed
 * down when the list arrived (a layout shift Lighthouse counted on the department and models
 * pages); the department's name, known once the funnel loads, is added at the end, moving nothing.
 */
function BrowseTrail({ department }: { department?: { superCatId: number; superCatFriendlyName: string } }) {
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

function NotBought({ message }: { message: string }) {
  return (
    <section className={`${css.section} ${css.refused}`} aria-labelledby="sell-not-bought">
      <h2 id="sell-not-bought">{message}</h2>
      <p>{t('sell.notBoughtText')}</p>
      <div className={css.actions}>
        <Link className={css.link} to={STEPS.supercats}>
          {t('sell.allKinds')}
        </Link>
        <Link to="/store">{t('sell.storeLink')}</Link>
      </div>
    </section>
  );
}
