// './search-box': the catalogue's suggestions for the header's search form, which the host paints
// and owns (host/src/shell/HeaderSearch.tsx). Loaded when the shopper first reaches for the box.
import { createRoot } from 'react-dom/client';
import { catalogueApi } from './api/catalogue-api';
import { SearchSuggestions } from './features/search-box/SearchSuggestions';
import { createSuggestionSource } from './features/search-box/suggestion-source';

let enhanced: HTMLInputElement | null = null;

/** Turns the host's search input into a combobox whose list renders in `popup`; once per input. */
export function enhanceSearchBox({ form, input, popup }: { form: HTMLFormElement; input: HTMLInputElement; popup: HTMLElement }): void {
  if (enhanced === input) return;
  enhanced = input;
  const source = createSuggestionSource((text, signal) => catalogueApi.searchBucket(text, signal));
  createRoot(popup).render(<SearchSuggestions form={form} input={input} source={source} />);
}
