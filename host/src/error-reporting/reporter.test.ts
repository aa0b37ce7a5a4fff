/** @jest-environment jsdom */
import * as Sentry from '@sentry/browser';
import { createErrorReporter, toLevel } from './reporter';
import type { CapturedReport } from './in-page-transport';

describe('error reporting', () => {
  const sink: CapturedReport[] = [];
  let reporter: ReturnType<typeof createErrorReporter>;

  beforeAll(() => {
    reporter = createErrorReporter({ brand: 'Little Loop', countryCode: 'uk', environment: 'test', release: 'r1', sink });
  });
  afterAll(() => Sentry.close());
  beforeEach(() => {
    sink.length = 0;
  });

  it('tags every exception with brand and country, plus the extra tags', async () => {
    reporter.exception(new Error('boom'), { remote: 'catalogue', remoteVersion: 'v1' });
    await Sentry.flush(2000);
    expect(sink).toHaveLength(1);
    expect(sink[0]!.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'boom' });
    expect(sink[0]!.tags).toMatchObject({ brand: 'Little Loop', countryCode: 'uk', remote: 'catalogue', remoteVersion: 'v1' });
  });

  it('sends messages at each level, an unknown level as log', async () => {
    for (const level of ['fatal', 'error', 'warning', 'log', 'info', 'debug'] as const) reporter.message(`m-${level}`, level);
    reporter.message('odd', 'shouting' as never, { area: 'checkout' });
    await Sentry.flush(2000);
    expect(sink.map((e) => [e.message, e.level])).toEqual([
      ['m-fatal', 'fatal'],
      ['m-error', 'error'],
      ['m-warning', 'warning'],
      ['m-log', 'log'],
      ['m-info', 'info'],
      ['m-debug', 'debug'],
      ['odd', 'log'],
    ]);
    expect(sink[6]!.tags).toMatchObject({ brand: 'Little Loop', countryCode: 'uk', area: 'checkout' });
  });

  it('is configured as §9 says', () => {
    const options = reporter.client!.getOptions();
    expect(options.tracesSampleRate).toBe(1);
    expect(options.maxBreadcrumbs).toBe(50);
    expect(options.sendClientReports).toBe(true);
    const names = options.integrations.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['BrowserTracing', 'BrowserSession']));
    expect(names).not.toContain('Replay');
  });

  it('maps levels', () => {
    expect(toLevel('warning')).toBe('warning');
    expect(toLevel(undefined)).toBe('log');
    expect(toLevel('verbose')).toBe('log');
  });
});
