// The first view the server painted (index.html's #shop-prerender; empty and hidden when the
// page has none). It is shown before any script runs; the shop boots once it is on screen, and
// it gives way to the live page in one frame.

function frame(): HTMLElement | null {
  const el = document.getElementById('shop-prerender');
  return el && !el.hidden ? el : null;
}

/** Resolves once the first view's pictures on screen have loaded and a frame has shown them. */
export function firstViewShown(): Promise<void> {
  const view = frame();
  if (!view) return Promise.resolve();
  const pending = [...view.querySelectorAll('img')].filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
  const loaded = pending.map((img) => new Promise((done) => ['load', 'error'].forEach((e) => img.addEventListener(e, done, { once: true }))));
  // At most 3 s: a slow picture must not hold the shop back.
  const capped = Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, 3000))]);
  return capped.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * The first view gives way once the live page's heading (or its remote's fallback) is in the
 * shell, checked once a frame from the first mount on, or after 10 s at the latest. The live
 * copy is painted after the first view's pictures, so it is never the page's largest paint.
 */
export function retireFirstView(): void {
  const view = document.getElementById('shop-prerender');
  if (!view || view.hidden) return view?.remove();
  const live = document.getElementById('shop-root')!;
  let done = false;
  const retire = () => {
    done = true;
    view.remove();
  };
  const check = () => {
    if (done) return;
    if (live.querySelector('main h1, main [data-remote-fallback]')) void firstViewShown().then(retire);
    else requestAnimationFrame(check);
  };
  window.addEventListener('single-spa:first-mount', check, { once: true });
  setTimeout(() => done || retire(), 10_000);
}
