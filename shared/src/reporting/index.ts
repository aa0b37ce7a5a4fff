export { report, connectReporter, whenReportWaits } from './reporting';
export type { Reporter, ReportLevel, ReportTags } from './reporting';
