import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '@shop/shared/i18n';
import { formatCount, listingBreadcrumbs, pageWindow, shouldFetchBrandDescription } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { catalogueApi, type SearchResponse } from '../api/catalogue-api';
import { payloadKey, peekPayload } from '../api/page-payload';
import { ProductCard } from '../features/products/ProductCard';
import { readListingState, REFINEMENTS, searchRequest, writeListingState, type ListingState, type RefinementParam } from '../features/products/listing-state';
import styles from '../features/products/catalogue.module.css';

const FACET_TITLES: Record<string, string> = { brand: 'Brand', grade: 'Condition', priceRange: 'Price', productLineName: 'Type', categoryName: 'Category', size: 'Size', colour: 'Colour' };
const PARAM_FOR_FACET = Object.fromEntries(Object.entries(REFINEMENTS).map(([p, f]) => [f, p])) as Record<string, RefinementParam>;
const SUPERCAT_NAMES: Record<number, string> = { 1: 'Bathing & Changing', 2: 'Clothing', 3: 'Feeding', 4: 'Nursery', 5: 'Toys', 7: 'Pushchairs & Travel' };

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params), [params]);
  const request = useMemo(() => searchRequest(state), [state]);
  const [result, setResult] = useState<SearchResponse | null>(() => peekPayload<SearchResponse>(payloadKey.search(request.index, request.body)) ?? null);
  const [failed, setFailed] = useState(false);
  const [brandNote, setBrandNote] = useState<string | null>(null);
  const [showFilters, setShowFilters] = useState(false);
  const [showPagination, setShowPagination] = useState(true);

  useEffect(() => {
    let live = true;
    setFailed(false);
    catalogueApi.search(request.index, request.body).then(
      (r) => {
        if (!live) return;
        setResult(r);
        bus.emit('analytics:event', { event: 'view_item_list', params: { item_list_name: 'products', items: r.hits.map((h, i) => ({ item_id: h.boxId, index: i + 1 })) } });
        if (state.query) bus.emit('analytics:event', { event: 'search', params: { search_term: state.query } });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [request]);

  const brand = params.get('Brand');
  useEffect(() => {
    setBrandNote(null);
    if (shouldFetchBrandDescription(brand)) catalogueApi.brandDescription(brand!).then((b) => setBrandNote(b.description), () => undefined);
  }, [brand]);

  const go = (next: Partial<ListingState>) => setParams(writeListingState({ ...state, page: 0, ...next }));
  const toggle = (param: RefinementParam, value: string) => {
    const current = state.refinements[param] ?? [];
    const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    go({ refinements: { ...state.refinements, [param]: values } });
  };

  const superCatFriendlyName = state.superCatId !== undefined ? (state.superCatName ?? SUPERCAT_NAMES[state.superCatId]) : undefined;
  const crumbs = listingBreadcrumbs({ priceReduced: state.priceReduced, superCatId: state.superCatId, superCatFriendlyName, productLineId: state.productLineId, productLineName: state.productLineName });
  const heading = state.query ? `Results for “${state.query}”` : (state.productLineName ?? superCatFriendlyName ?? (state.priceReduced ? 'Reduced' : t('pageTitle.products')));
  const desktopPages = result ? pageWindow(state.page, result.nbPages, false) : [];
  const phonePages = result ? pageWindow(state.page, result.nbPages, true) : [];
  const active = Object.entries(state.refinements).flatMap(([param, values]) => (values ?? []).map((v) => ({ param: param as RefinementParam, value: v })));

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          {crumbs.map((c, i) => (
            <li key={c.href}>{i === crumbs.length - 1 ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}</li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.heading}>{heading}</h1>
      {brandNote ? <p className={styles.brandNote}>{brandNote}</p> : null}
      <form
        className={styles.inline}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ query: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
        }}
      >
        <label>
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Search</span>
          <input className={styles.input} name="q" type="search" defaultValue={state.query} placeholder="Search prams, brands, toys…" key={state.query} />
        </label>
        <button className={styles.select} type="submit">Search</button>
      </form>
      <div className={styles.toolbar}>
        <span aria-live="polite">{result ? `${formatCount(result.nbHits)} items` : ''}</span>
        <span className={styles.inline}>
          <button type="button" className={`${styles.select} ${styles.mobileOnly}`} aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
            {showFilters ? 'Hide filters' : 'Show filters'}
          </button>
          <button type="button" className={`${styles.select} ${styles.mobileOnly}`} aria-pressed={!showPagination} onClick={() => setShowPagination((v) => !v)}>
            {showPagination ? 'Hide pages' : 'Show pages'}
          </button>
          <label>
            Sort by{' '}
            <select className={styles.select} value={state.sort} onChange={(e) => go({ sort: e.target.value as ListingState['sort'] })}>
              <option value="relevance">Most relevant</option>
              <option value="price_asc">Price: low to high</option>
              <option value="price_desc">Price: high to low</option>
              <option value="newest">Newest</option>
            </select>
          </label>
        </span>
      </div>
      {active.length ? (
        <ul className={styles.chips} aria-label="Active filters">
          {active.map((f) => (
            <li key={`${f.param}:${f.value}`} className={styles.chip}>
              {FACET_TITLES[REFINEMENTS[f.param]]}: {f.param === 'grade' ? `Grade ${f.value}` : f.value}
              <button type="button" aria-label={`Remove ${f.value}`} onClick={() => toggle(f.param, f.value)}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.layout}>
        {/* Hidden by the stylesheet below 768 px, not by script: the server's first view cannot know the width. */}
        <aside className={showFilters ? undefined : styles.hiddenOnMobile} aria-label="Filters">
          <div className={styles.facets}>
            {result
              ? Object.entries(result.facets).map(([facet, counts]) => {
                  const param = PARAM_FOR_FACET[facet];
                  if (!param || Object.keys(counts).length === 0) return null;
                  return (
                    <fieldset key={facet} className={styles.facet}>
                      <legend>{FACET_TITLES[facet] ?? facet}</legend>
                      {Object.entries(counts).map(([value, n]) => (
                        <label key={value}>
                          <input type="checkbox" checked={state.refinements[param]?.includes(value) ?? false} onChange={() => toggle(param, value)} />
                          {facet === 'grade' ? `Grade ${value}` : value} <span className={styles.count}>({n})</span>
                        </label>
                      ))}
                    </fieldset>
                  );
                })
              : null}
          </div>
        </aside>
        <section aria-label="Products">
          {failed ? <p role="alert">{t('error.generic')}</p> : null}
          {!result && !failed ? <Loader /> : null}
          {result && result.nbHits === 0 ? <p>No items match. Try removing a filter.</p> : null}
          <ul className={styles.grid}>
            {result?.hits.map((hit, i) => (
              <li key={hit.objectID}>
                <ProductCard box={hit} eager={i < 4} context={{ list: 'products', position: result.page * result.hitsPerPage + i + 1, queryID: result.queryID, index: request.index }} />
              </li>
            ))}
          </ul>
          {result && result.nbPages > 1 ? (
            // Phones show 2 pages and desktops 3 (§2): the stylesheet decides, so the server's
            // first view is right on both and no script has to measure the screen.
            <nav aria-label="Pages" className={showPagination ? undefined : styles.hiddenOnMobile}>
              <ul className={styles.pagination}>
                <li>{state.page > 0 ? <Link to={`?${writeListingState({ ...state, page: state.page - 1 })}`} aria-label="Previous page">‹</Link> : null}</li>
                {desktopPages.map((p) => (
                  <li key={p} className={phonePages.includes(p) ? undefined : styles.desktopOnly}>
                    {p === state.page ? <span aria-current="page">{p + 1}</span> : <Link to={`?${writeListingState({ ...state, page: p })}`} aria-label={`Page ${p + 1}`}>{p + 1}</Link>}
                  </li>
                ))}
                <li>{state.page < result.nbPages - 1 ? <Link to={`?${writeListingState({ ...state, page: state.page + 1 })}`} aria-label="Next page">›</Link> : null}</li>
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
