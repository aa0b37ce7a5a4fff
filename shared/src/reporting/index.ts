export { report, connectReporter, watchReports, whenReportWaits } from './reporting';
export type { Reporter, ReportLevel, ReportTags } from './reporting';
