// The catalogue team's search-box enhancer (mf-catalogue './search-box'): suggestions under the
// header's search form. Loaded once, the first time the shopper reaches for the box; until then,
// and for good if it fails to load, the host's plain form searches on its own.
import { report } from '@shop/shared/reporting';
import { loadExpose, remoteVersion } from './remotes';

export interface SearchBoxParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** Where the enhancer renders its list of suggestions (inside the form). */
  popup: HTMLElement;
}
interface SearchBoxModule {
  enhanceSearchBox(parts: SearchBoxParts): void;
}

let loading: Promise<void> | null = null;

/** Enhances the form once; a failed load is reported and leaves the plain form (tried again on the next reach). */
export function enhanceSearchBox(parts: SearchBoxParts): Promise<void> {
  loading ??= loadExpose<SearchBoxModule>('catalogue', 'search-box').then(
    (m) => m.enhanceSearchBox(parts),
    (error) => {
      loading = null;
      report.exception(error, { remote: 'catalogue', remoteVersion: remoteVersion('catalogue'), phase: 'search-box' });
    },
  );
  return loading;
}
