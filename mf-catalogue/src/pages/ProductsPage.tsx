import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { t, tPlural } from '../i18n';
import { CLOTHING_LISTING, formatCount, shouldFetchBrandDescription } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { catalogueApi } from '../api/catalogue-api';
import { FilterDrawer } from '../features/products/FilterDrawer';
import { FitsMyChild } from '../features/products/FitsMyChild';
import { ActiveFilterChips } from '../features/products/ActiveFilterChips';
import { ListingFilters } from '../features/products/ListingFilters';
import { Pagination } from '../features/products/Pagination';
import { ProductCard } from '../features/products/ProductCard';
import { readListingState, reductionContentKey, searchRequest, writeListingState, type ListingState, type RefinementParam } from '../features/products/listing-state';
import { ListingControls } from '../features/products/ListingControls';
import { useListingSearch } from '../features/products/use-listing-search';
import { listingNames, searchedWords } from '../features/products/listing-text';
import styles from '../features/products/catalogue.module.css';
import { useReductionsShown } from '../features/products/use-reductions-shown';
import { ReductionNote } from '../features/products/ReductionNote';

const RESULTS_ID = 'results';
const itemCount = (n: number) => tPlural('listing.itemCount', n, { count: formatCount(n) });

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params), [params]);
  const reductions = useReductionsShown();
  const reductionKey = reductionContentKey(state);
  // While reductions are off (§6) there is no reduced listing: its address shows the same products unreduced.
  useEffect(() => {
    if (reductions || !state.priceReduced) return;
    const next = new URLSearchParams(params);
    next.delete('priceReduced');
    setParams(next, { replace: true });
  }, [reductions, state.priceReduced, params, setParams]);
  const request = useMemo(() => searchRequest(state), [state]);
  const { result, failed } = useListingSearch(request, state.query);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set by a page link: the new page opens at the top of its results once they are in.
  const pageJump = useRef(false);

  const toResults = () => {
    const heading = resultsHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };
  useEffect(() => {
    if (pageJump.current && result && result.page === state.page) {
      pageJump.current = false;
      toResults();
    }
  }, [result, state.page]);

  const brand = params.get('Brand');
  const brandNote = useApiData(shouldFetchBrandDescription(brand) ? `brand-note:${brand}` : null, () => catalogueApi.brandDescription(brand!)).data?.description ?? null;

  const go = (next: Partial<ListingState>) => setParams(writeListingState({ ...state, page: 0, ...next }));
  const toggle = (param: RefinementParam, value: string) => {
    const current = state.refinements[param] ?? [];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    go({ refinements: { ...state.refinements, [param]: values } });
  };

  // With a product line chosen, the productLineName facet holds its one name.
  const lineFromResults = state.productLineId !== undefined && result ? Object.keys(result.facets.productLineName ?? {})[0] : undefined;
  const searched = searchedWords(state, result);
  const { heading, crumbs } = listingNames(state, lineFromResults, searched);
  useEffect(() => {
    document.title = `${heading} | ${t('brand.name')}`;
  }, [heading]);

  const active = Object.entries(state.refinements).flatMap(([param, values]) => (values ?? []).map((v) => ({ param: param as RefinementParam, value: v })));
  const skipToResults = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    toResults();
  };
  const showResults = () => {
    setDrawerOpen(false);
    // After the drawer has handed focus back to its button.
    setTimeout(toResults, 0);
  };

  return (
    <div className={styles.page}>
      <a className={styles.skip} href={`#${RESULTS_ID}`} onClick={skipToResults}>
        {t('listing.skipToResults')}
      </a>
      <nav aria-label={t('listing.breadcrumb')}>
        <ol className={styles.crumbs}>
          {crumbs.map((c, i) => (
            <li key={c.href}>{i === crumbs.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}</li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.heading}>{heading}</h1>
      {/* A forgiven typo says which words were searched, and offers the words as typed (as big shops do). Live: a screen reader hears it with the count. */}
      <div aria-live="polite">
        {searched ? (
          <p className={styles.correction} data-testid="search-correction">
            {t('listing.showingFor')} <b>{searched}</b>
            <br />
            <Link to={{ search: `?${writeListingState({ ...state, exact: true, page: 0 })}` }}>{t('listing.searchInstead', { query: state.query.trim() })}</Link>
          </p>
        ) : null}
      </div>
      {reductionKey && reductions ? <ReductionNote contentKey={reductionKey} /> : null}
      {brandNote ? <p className={styles.brandNote}>{brandNote}</p> : null}
      <ListingControls query={state.query} sort={state.sort} activeFilters={active.length} onSearch={(query) => go({ query, exact: false })} onSort={(sort) => go({ sort })} onOpenFilters={() => setDrawerOpen(true)} />
      {state.superCatId === CLOTHING_LISTING.superCatId ? <FitsMyChild chosen={state.refinements.size ?? []} onChoose={(size) => go({ refinements: { ...state.refinements, size } })} /> : null}
      <ActiveFilterChips active={active} onRemove={toggle} />
      <div className={styles.layout}>
        {/* Hidden by the stylesheet below 768 px (the drawer takes over): the server's first view cannot know the width. */}
        <aside className={styles.hiddenOnMobile} aria-label={t('listing.filters')}>
          {result ? <ListingFilters facets={result.facets} state={state} onToggle={toggle} /> : null}
        </aside>
        <section aria-labelledby={RESULTS_ID}>
          {/* Where 'Skip to results' and a new page land: the next stop is the first card. */}
          <h2 id={RESULTS_ID} ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading} aria-live="polite">
            {result ? itemCount(result.nbHits) : ''}
          </h2>
          {failed ? <p role="alert">{t('error.generic')}</p> : null}
          {!result && !failed ? <Loader /> : null}
          {result && result.nbHits === 0 ? <p>{t('listing.noResults')}</p> : null}
          <ul className={styles.grid}>
            {result?.hits.map((hit, i) => (
              <li key={hit.objectID}>
                <ProductCard box={hit} eager={i < 4} context={{ list: 'products', position: result.page * result.hitsPerPage + i + 1, queryID: result.queryID, index: request.index }} />
              </li>
            ))}
          </ul>
          {result && result.nbPages > 1 ? <Pagination state={state} nbPages={result.nbPages} onPage={() => (pageJump.current = true)} /> : null}
        </section>
      </div>
      {drawerOpen && result ? <FilterDrawer result={result} state={state} onToggle={toggle} onClear={() => go({ refinements: {} })} onClose={() => setDrawerOpen(false)} onShowResults={showResults} /> : null}
    </div>
  );
}
