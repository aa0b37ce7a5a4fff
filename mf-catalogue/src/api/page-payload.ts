// The page payload (spec §7 "a prerendered page payload"): the responses the server fetched to
// paint this page's first view, inlined in index.html as script#shop-payload. The first client
// render starts from them, so it matches what was painted and nothing is fetched twice. Each
// response is used once: coming back to a page later loads fresh data.

const PAYLOAD_ELEMENT = 'shop-payload';

function inlined(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const el = document.getElementById(PAYLOAD_ELEMENT);
  if (!el || el.dataset.owner !== 'catalogue') return {};
  try {
    return JSON.parse(el.textContent ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

let primed: Record<string, unknown> = inlined();

/** The payload keys, one per call a first view can be painted from. */
export const payloadKey = {
  home: () => 'home',
  rail: (name: string) => `rail:${name}`,
  box: (id: string) => `box:${id}`,
  settings: () => 'settings',
  grades: () => 'grades',
  search: (index: string, body: unknown) => `search:${index}:${JSON.stringify(body)}`,
  // The content pages (features/content).
  blog: (query: unknown) => `blog:${JSON.stringify(query)}`,
  blogPost: (id: string) => `blog-post:${id}`,
  press: () => 'press',
  pressRelease: (id: string) => `press:${id}`,
  faq: () => 'faq',
  content: (key: string) => `content:${key}`,
  // The franchise page's stories, and a job's own page (features/enquiries).
  caseStudies: () => 'franchise-stories',
  job: (storeId: number, jobId: string) => `job:${storeId}:${jobId.toUpperCase()}`,
  // The store finder and the brand directory.
  stores: () => 'stores',
  brands: () => 'brands',
};

/** The payload's copy of a response, for a first render (left in place for the call itself). */
export function peekPayload<T>(key: string): T | undefined {
  return primed[key] as T | undefined;
}

/** A call answered from the payload when it holds the response (once), else loaded. */
export function fromPayload<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!(key in primed)) return load();
  const value = primed[key] as T;
  delete primed[key];
  return Promise.resolve(value);
}

/** Server side: the responses a prerender renders from (synchronously, then cleared). */
export function primePayload(payload: Record<string, unknown>): void {
  primed = payload;
}
