// Runtime plugins run before the share scope exists, so they must not import shared modules
// (the bus, the reporter, React): they would be undefined at that moment. They hand their
// findings to the page as DOM events instead, and the bootstrap forwards them to the reporter.

export const FEDERATION_REPORT_EVENT = 'shop:federation-report';

export interface FederationReport {
  kind: 'exception' | 'warning';
  error?: unknown;
  message?: string;
  tags: Record<string, string>;
}

export function emitFederationReport(detail: FederationReport): void {
  window.dispatchEvent(new CustomEvent<FederationReport>(FEDERATION_REPORT_EVENT, { detail }));
}

export function onFederationReport(handler: (report: FederationReport) => void): void {
  window.addEventListener(FEDERATION_REPORT_EVENT, (e) => handler((e as CustomEvent<FederationReport>).detail));
}
