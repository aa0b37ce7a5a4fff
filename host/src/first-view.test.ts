import { firstViewShown, retireFirstView } from './first-view';

function page(frame: string) {
  document.body.innerHTML = `${frame}<div id="shop-root"><main></main></div>`;
}
const flush = () => new Promise((r) => setTimeout(r, 50));

afterEach(() => jest.useRealTimers());

it('drops an empty (hidden) frame at once and boots without waiting', async () => {
  page('<div id="shop-prerender" hidden></div>');
  await expect(firstViewShown()).resolves.toBeUndefined();
  retireFirstView();
  expect(document.getElementById('shop-prerender')).toBeNull();
});

it('waits for the first view’s pictures before the shop boots', async () => {
  page('<div id="shop-prerender"><img src="/a.webp"></div>');
  let shown = false;
  void firstViewShown().then(() => (shown = true));
  await flush();
  expect(shown).toBe(false);
  document.querySelector('img')!.dispatchEvent(new Event('load'));
  await flush();
  expect(shown).toBe(true);
});

it('keeps the first view until the live page has its heading, then removes it', async () => {
  page('<div id="shop-prerender"><h1>Served</h1></div>');
  retireFirstView();
  window.dispatchEvent(new Event('single-spa:first-mount'));
  await flush();
  expect(document.getElementById('shop-prerender')).not.toBeNull();
  document.querySelector('main')!.innerHTML = '<div data-boundary="catalogue"><h1>Live</h1></div>';
  await flush();
  expect(document.getElementById('shop-prerender')).toBeNull();
});

it('gives way to a remote’s fallback too, and never stays past 10 s', async () => {
  page('<div id="shop-prerender"><h1>Served</h1></div>');
  retireFirstView();
  window.dispatchEvent(new Event('single-spa:first-mount'));
  document.querySelector('main')!.innerHTML = '<div data-remote-fallback="catalogue" role="alert"></div>';
  await flush();
  expect(document.getElementById('shop-prerender')).toBeNull();

  jest.useFakeTimers();
  page('<div id="shop-prerender"><h1>Served</h1></div>');
  retireFirstView();
  jest.advanceTimersByTime(10_000);
  expect(document.getElementById('shop-prerender')).toBeNull();
});
