import * as Sentry from '@sentry/browser';
import type { Reporter, ReportLevel, ReportTags } from '@shop/shared/reporting';
import { inPageTransport, type CapturedReport } from './in-page-transport';

const LEVELS: readonly ReportLevel[] = ['fatal', 'error', 'warning', 'log', 'info', 'debug'];

/** Spec §1: the six levels; anything else is treated as log. */
export function toLevel(level: string | undefined): ReportLevel {
  return LEVELS.includes(level as ReportLevel) ? (level as ReportLevel) : 'log';
}

export interface ErrorReportingOptions {
  brand: string;
  countryCode: string;
  environment: string;
  release: string;
  /** Where reports go; without one they stay in the page (in-page transport). */
  dsn?: string;
  /** Tests pass their own sink. */
  sink?: CapturedReport[];
}

// Sentry needs a DSN to process events at all; with none configured it gets this placeholder
// and the in-page transport, so nothing is ever sent anywhere.
const IN_PAGE_DSN = 'https://public@in-page.invalid/0';

/** The error-reporting wrapper over @sentry/browser (spec §1, §9). */
export function createErrorReporter(o: ErrorReportingOptions): Reporter & { client: ReturnType<typeof Sentry.init> } {
  const client = Sentry.init({
    dsn: o.dsn || IN_PAGE_DSN,
    transport: o.dsn ? undefined : inPageTransport(o.sink),
    environment: o.environment,
    release: o.release,
    tracesSampleRate: 1,
    maxBreadcrumbs: 50,
    sendClientReports: true,
    // Used only once the replay integration is added, which happens only with the visitor's
    // session-replay consent (consent/session-replay.ts).
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [Sentry.browserTracingIntegration(), Sentry.browserSessionIntegration()],
    initialScope: { tags: { brand: o.brand, countryCode: o.countryCode } },
  });

  return {
    client,
    exception(error: unknown, tags?: ReportTags) {
      Sentry.captureException(error, { tags, level: 'error' });
    },
    message(text: string, level?: ReportLevel, tags?: ReportTags) {
      Sentry.captureMessage(text, { level: toLevel(level), tags });
    },
  };
}
