// One kind's models (/sell-to-us/category?categoryId=) with what we pay for each, and a search
// within them; a kind we do not buy online (reached by URL) answers 1011 and says so.
import { useState } from 'react';
import { useApiData, type NormalisedFailure } from '@shop/shared/http';
import { Loader, PageLayout } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { failureMessage } from '../../../api/client';
import { DEPARTMENTS_LOAD, useFirstViewLoad } from '../../../first-view';
import css from '../../../components/sell.module.css';
import { getBuyInWizard } from '../api/buy-in-wizard';
import { searchModels } from '../api/search-models';
import type { BuyInModel, Department } from '../api/types';
import { BrowseTrail } from './BrowseTrail';
import { ModelRow } from './ModelRow';
import { NotBought } from './NotBought';

/** One kind's models, all of them first, then those matching the words typed. */
export function KindModels({ categoryId }: { categoryId: number }) {
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
