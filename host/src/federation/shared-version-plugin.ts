// Runtime plugin: a shared singleton whose loaded version does not satisfy what a container
// asked for is reported (the runtime would only warn in the console).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { emitFederationReport } from './plugin-events';

/** Does `version` satisfy a caret or exact range ("^19.3.0", "19.3.1")? Enough for our ranges. */
export function satisfiesRange(version: string, range: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^[\^~]/, '')
      .split('-')[0]!
      .split('.')
      .map(Number);
  const [ma = 0, mi = 0, pa = 0] = parse(version);
  const [rma = 0, rmi = 0, rpa = 0] = parse(range);
  if (!range.startsWith('^')) return ma === rma && mi === rmi && pa === rpa;
  if (ma !== rma) return false;
  return mi > rmi || (mi === rmi && pa >= rpa);
}

export default function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shared-version-check',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      const resolved = args.resolver()?.shared;
      if (resolved && typeof required === 'string' && !satisfiesRange(resolved.version, required)) {
        emitFederationReport({
          kind: 'warning',
          message: `Shared ${args.pkgName} ${resolved.version} does not satisfy ${required}`,
          tags: { sharedPackage: args.pkgName, from: resolved.from },
        });
      }
      return args;
    },
  };
}
