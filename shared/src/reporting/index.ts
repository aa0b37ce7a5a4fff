export { report, connectReporter } from './reporting';
export type { Reporter, ReportLevel, ReportTags } from './reporting';
