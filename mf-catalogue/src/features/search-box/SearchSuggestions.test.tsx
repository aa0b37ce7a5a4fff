import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchSuggestions, LISTBOX_ID } from './SearchSuggestions';
import { createSuggestionSource, SUGGEST_DELAY_MS } from './suggestion-source';

const POPULAR = ['pushchair', 'pram', 'pushchair footmuff', 'double pushchair', 'car seat'];

/** The host's plain form, the enhancer's list under it, and every request the list made. */
function setUp() {
  const calls: Array<{ text: string; signal: AbortSignal }> = [];
  const load = jest.fn((text: string, signal: AbortSignal) => {
    calls.push({ text, signal });
    return Promise.resolve(POPULAR.filter((q) => q.startsWith(text) || q.includes(` ${text}`)));
  });
  const form = document.createElement('form');
  const input = document.createElement('input');
  const popup = document.createElement('div');
  form.append(input, popup);
  document.body.append(form);
  const searched: string[] = [];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    searched.push(input.value);
  });
  render(<SearchSuggestions form={form} input={input} source={createSuggestionSource(load)} />, { container: popup });
  act(() => input.focus());
  return { calls, load, form, input, searched };
}

/** Types text one key at a time, `gapMs` apart. */
async function type(input: HTMLInputElement, text: string, gapMs = 60) {
  for (const ch of text) {
    fireEvent.input(input, { target: { value: input.value + ch } });
    await act(async () => void jest.advanceTimersByTime(gapMs));
  }
}
const settle = () => act(async () => void jest.advanceTimersByTime(SUGGEST_DELAY_MS));
const key = (input: HTMLInputElement, k: string) => act(() => void fireEvent.keyDown(input, { key: k }));
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('asks once for nine key presses (debounced), then answers a text it has seen from memory', async () => {
  const { calls, input } = setUp();
  await type(input, 'pushchair');
  expect(calls).toEqual([]);
  await settle();
  expect(calls.map((c) => c.text)).toEqual(['pushchair']);
  expect(options()).toEqual(['pushchair', 'pushchair footmuff', 'double pushchair']);

  // Back to 'push' (new: one request), then 'pushchair' again (known: none, shown at once).
  for (let n = 8; n >= 4; n--) fireEvent.input(input, { target: { value: 'pushchair'.slice(0, n) } });
  await settle();
  fireEvent.input(input, { target: { value: 'Pushchair ' } });
  expect(options()).toEqual(['pushchair', 'pushchair footmuff', 'double pushchair']);
  await settle();
  expect(calls.map((c) => c.text)).toEqual(['pushchair', 'push']);
});

it('drops a request still under way when the text changes', async () => {
  const { calls, load, input } = setUp();
  load.mockImplementationOnce((text, signal) => {
    calls.push({ text, signal });
    return new Promise(() => undefined);
  });
  await type(input, 'pr');
  await settle();
  expect(calls[0]!.signal.aborted).toBe(false);
  await type(input, 'a');
  expect(calls[0]!.signal.aborted).toBe(true);
  await settle();
  expect(calls.map((c) => c.text)).toEqual(['pr', 'pra']);
  expect(options()).toEqual(['pram']);
});

it('is a combobox the keyboard drives: arrows move, Escape closes, Enter searches the chosen one', async () => {
  const { input, searched } = setUp();
  await type(input, 'p');
  await settle();
  expect(input.getAttribute('role')).toBe('combobox');
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(input.getAttribute('aria-controls')).toBe(LISTBOX_ID);
  expect(screen.getByRole('status').textContent).toMatch(/^4 popular searches/);
  expect(input.getAttribute('aria-activedescendant')).toBeNull();

  key(input, 'ArrowDown');
  key(input, 'ArrowDown');
  const second = screen.getAllByRole('option')[1]!;
  expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
  expect(second.getAttribute('aria-selected')).toBe('true');
  key(input, 'ArrowUp');
  key(input, 'ArrowUp');
  expect(input.getAttribute('aria-activedescendant')).toBeNull();
  key(input, 'ArrowUp');
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]!.id);

  key(input, 'Escape');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(searched).toEqual([]);

  // Down opens the list again at its first suggestion; Enter searches it.
  key(input, 'ArrowDown');
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
  key(input, 'ArrowDown');
  key(input, 'Enter');
  expect(searched).toEqual(['pram']);
  expect(input.value).toBe('pram');
  expect(input.getAttribute('aria-expanded')).toBe('false');
});

it('searches a suggestion clicked with the pointer, and closes when the box loses focus', async () => {
  const { input, searched } = setUp();
  await type(input, 'car');
  await settle();
  fireEvent.click(screen.getByRole('option', { name: 'car seat' }));
  expect(searched).toEqual(['car seat']);
  await type(input, 's');
  await settle();
  act(() => input.blur());
  expect(screen.queryByRole('listbox')).toBeNull();
});
