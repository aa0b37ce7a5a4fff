// Runtime plugin: every remote that fails to load is reported with its name and version.
// It returns nothing, so the error still reaches the remote's slot, which shows the fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bootData, remoteFromContainer } from '../boot-data';
import { emitFederationReport } from './plugin-events';

export default function reportLoadErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-report-load-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      const container = String(id).split('/')[0] ?? '';
      const remote = remoteFromContainer(container);
      emitFederationReport({
        kind: 'exception',
        error,
        tags: {
          remote: remote ?? container,
          remoteVersion: (remote && bootData().remotes[remote]?.version) || 'unknown',
          phase: `load:${lifecycle}`,
        },
      });
      return undefined;
    },
  };
}
