// Runtime plugin: loading a remote runs its entry script, its container's share-scope set-up
// and its first module back to back, and the host's boot resolves all sixteen shared modules
// at once: on a slow phone, one long task each. Each step (and each shared module) gets a task
// of its own, so the browser can paint and answer input in between.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../boot/yield-to-browser';

export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-yield-between-steps',
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async initContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
