// The search box in every page's header (issue #15). The host paints a plain form that works on
// its own (a GET to the listing, or a single-spa navigation once the shell runs); the catalogue's
// './search-box' adds the popular-search suggestions once the shopper reaches for it (focus,
// hover, touch), so a page where nobody searches pays for the form alone. If that module cannot
// load, the form still searches. The query lives in the listing's URL only: the box shows it on
// the listing and follows it on back and forward.
import { useEffect, useRef, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { t } from '../i18n';
import { LISTING_PATH, LISTING_QUERY_PARAM } from '@shop/shared/routes';
import { enhanceSearchBox } from '../federation/search-box';
import styles from './shell.module.css';

const SUGGESTIONS_ID = 'header-search-suggestions';
const SEARCH_ICON = 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.7-1.8L20 20';

const queryInUrl = () => (location.pathname === LISTING_PATH ? (new URLSearchParams(location.search).get(LISTING_QUERY_PARAM) ?? '') : '');

export function HeaderSearch() {
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const follow = () => {
      if (input.current) input.current.value = queryInUrl();
    };
    follow();
    window.addEventListener('single-spa:routing-event', follow);
    return () => window.removeEventListener('single-spa:routing-event', follow);
  }, []);

  const enhance = () => void enhanceSearchBox({ form: form.current!, input: input.current!, popup: popup.current! });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = input.current!.value.trim();
    navigateToUrl(query ? `${LISTING_PATH}?${new URLSearchParams({ [LISTING_QUERY_PARAM]: query })}` : LISTING_PATH);
  };

  return (
    <form ref={form} className={styles.search} role="search" aria-label={t('search.label')} action={LISTING_PATH} method="get" onSubmit={submit}>
      <input
        ref={input}
        className={styles.searchInput}
        type="search"
        name={LISTING_QUERY_PARAM}
        aria-label={t('search.label')}
        placeholder={t('listing.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        defaultValue={queryInUrl()}
        onFocus={enhance}
        onPointerEnter={enhance}
        onTouchStart={enhance}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d={SEARCH_ICON} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={popup} id={SUGGESTIONS_ID} className={styles.searchPopup} />
    </form>
  );
}
