// The front end's one way to report a problem. The host connects the real reporter
// (error reporting over @sentry/browser); until then reports wait in a short queue.

export type ReportLevel = 'fatal' | 'error' | 'warning' | 'log' | 'info' | 'debug';
export type ReportTags = Record<string, string>;

export interface Reporter {
  exception(error: unknown, tags?: ReportTags): void;
  message(text: string, level?: ReportLevel, tags?: ReportTags): void;
}

type Pending = { kind: 'exception'; error: unknown; tags?: ReportTags } | { kind: 'message'; text: string; level?: ReportLevel; tags?: ReportTags };

const MAX_PENDING = 50;
let reporter: Reporter | null = null;
const pending: Pending[] = [];
let onFirstWaiting: (() => void) | null = null;

function deliver(p: Pending, to: Reporter) {
  if (p.kind === 'exception') to.exception(p.error, p.tags);
  else to.message(p.text, p.level, p.tags);
}

let watcher: ((p: { kind: Pending['kind']; error?: unknown; tags?: ReportTags }) => ReportTags | undefined) | null = null;

function send(p: Pending) {
  // The host's watcher sees every report at once, before it may wait for the reporter (beacons).
  if (watcher) p.tags = watcher(p) ?? p.tags;
  if (reporter) return deliver(p, reporter);
  if (pending.length < MAX_PENDING) pending.push(p);
  const wake = onFirstWaiting;
  onFirstWaiting = null;
  wake?.();
}

export const report = {
  exception(error: unknown, tags?: ReportTags) {
    send({ kind: 'exception', error, tags });
  },
  message(text: string, level?: ReportLevel, tags?: ReportTags) {
    send({ kind: 'message', text, level, tags });
  },
};

/**
 * Host only: `load` runs once, when the first report has to wait (at once if one already
 * waits). Lets the host fetch the reporter only when there is something to report.
 */
export function whenReportWaits(load: () => void): void {
  if (pending.length) load();
  else onFirstWaiting = load;
}

/** Host only: connect the reporter and flush what waited. */
export function connectReporter(r: Reporter | null): void {
  reporter = r;
  if (r) pending.splice(0).forEach((p) => deliver(p, r));
}

/**
 * Host only: `watch` sees every report as it is made (not when the reporter has loaded) and may
 * return its tags completed: the host tags a remote's reports with its version and beacons them
 * to the API (host/src/federation/beacons.ts).
 */
export function watchReports(watch: typeof watcher): void {
  watcher = watch;
}
