// The suggestions under the header's search box, as an ARIA 1.2 combobox with a list: the host's
// input becomes the combobox (aria-expanded, aria-controls, aria-activedescendant), focus stays
// in it; the arrows move through the list, Enter searches the chosen one (or the typed text),
// Escape closes the list, Tab leaves it. A count is announced when suggestions appear.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { t, tPlural } from '../../i18n';
import { normaliseSearchText } from '@shop/shared/rules';
import type { SuggestionSource } from './suggestion-source';
import styles from './search-box.module.css';

export const LISTBOX_ID = 'search-suggestions-list';
const optionId = (i: number) => `${LISTBOX_ID}-${i}`;

interface State {
  items: string[];
  open: boolean;
  /** The highlighted option, -1 for none (Enter then searches the typed text). */
  active: number;
}
type Action = { type: 'show'; items: string[] } | { type: 'close' } | { type: 'move'; by: 1 | -1 };

function reduce(s: State, a: Action): State {
  if (a.type === 'show') return { items: a.items, open: a.items.length > 0, active: -1 };
  if (a.type === 'close') return { ...s, open: false, active: -1 };
  const n = s.items.length;
  if (!n) return s;
  if (!s.open) return { ...s, open: true, active: a.by === 1 ? 0 : n - 1 };
  // Past either end the highlight returns to the typed text (-1), then wraps round.
  const next = s.active + a.by;
  return { ...s, active: next >= n ? -1 : next < -1 ? n - 1 : next };
}

/** The typed part as it is, the rest of a suggestion in bold (how far the suggestion goes beyond the typing). */
function Completion({ text, typed }: { text: string; typed: string }) {
  if (!typed || !text.startsWith(typed)) return <>{text}</>;
  return (
    <>
      {typed}
      <b>{text.slice(typed.length)}</b>
    </>
  );
}

export function SearchSuggestions({ form, input, source }: { form: HTMLFormElement; input: HTMLInputElement; source: SuggestionSource }) {
  const [state, dispatch] = useReducer(reduce, { items: [], open: false, active: -1 });
  const latest = useRef(state);
  latest.current = state;

  // New only with a new form or input, so the listeners below are added again no more often than before.
  const choose = useCallback(
    (query: string) => {
      input.value = query;
      dispatch({ type: 'close' });
      form.requestSubmit();
    },
    [form, input],
  );

  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    const suggest = () => source.suggest(input.value, (items) => dispatch({ type: 'show', items }));
    const onKeyDown = (e: KeyboardEvent) => {
      const s = latest.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 });
      } else if (e.key === 'Escape' && s.open) {
        // Closes the list only; a second Escape clears the box as a search field does.
        e.preventDefault();
        dispatch({ type: 'close' });
      } else if (e.key === 'Enter' && s.open && s.active >= 0) {
        e.preventDefault();
        choose(s.items[s.active]!);
      } else if (e.key === 'Tab') dispatch({ type: 'close' });
    };
    const close = () => dispatch({ type: 'close' });
    input.addEventListener('input', suggest);
    input.addEventListener('focus', suggest);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', close);
    form.addEventListener('submit', close);
    // Typed before this module had loaded: suggest for it now.
    if (document.activeElement === input && input.value) suggest();
    return () => {
      source.cancel();
      input.removeEventListener('input', suggest);
      input.removeEventListener('focus', suggest);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', close);
      form.removeEventListener('submit', close);
    };
  }, [form, input, source, choose]);

  useEffect(() => {
    input.setAttribute('aria-expanded', String(state.open));
    if (state.open) input.setAttribute('aria-controls', LISTBOX_ID);
    else input.removeAttribute('aria-controls');
    if (state.open && state.active >= 0) input.setAttribute('aria-activedescendant', optionId(state.active));
    else input.removeAttribute('aria-activedescendant');
  }, [input, state]);

  const typed = normaliseSearchText(input.value);
  const count = tPlural('search.suggestionCount', state.items.length);
  return (
    <>
      <div className="shop-ui-visually-hidden" role="status">
        {state.open ? count : ''}
      </div>
      {state.open ? (
        <ul id={LISTBOX_ID} role="listbox" aria-label={t('search.suggestions')} className={styles.list}>
          {state.items.map((query, i) => (
            <li
              key={query}
              id={optionId(i)}
              role="option"
              aria-selected={i === state.active}
              className={styles.option}
              // Keeps focus (and the list) in the box until the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(query)}
            >
              <Completion text={query} typed={typed} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
