import { watchForUpdates } from './update-watcher';

class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(m: unknown) {
    this.messages.push(m);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function setup(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer;
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as FakeWorker | null });
  const reloads: number[] = [];
  const activations: Array<() => void> = [];
  const watcher = watchForUpdates({ container, onUpdateAvailable: (activate) => activations.push(activate), reload: () => reloads.push(1) }, registration as unknown as ServiceWorkerRegistration);
  return { container, registration, reloads, activations, watcher };
}

describe('service worker update watcher', () => {
  it('flags an update when a new worker installs while a controller exists, and reloads on controller change', () => {
    const { container, registration, reloads, activations, watcher } = setup({});
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    expect(watcher.isUpdateAvailable()).toBe(true);
    expect(activations).toHaveLength(1);
    activations[0]!();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toHaveLength(1);
  });

  it('does not flag or reload on the very first install (no controller yet)', () => {
    const { container, registration, reloads, watcher } = setup(null);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    container.dispatchEvent(new Event('controllerchange'));
    expect(watcher.isUpdateAvailable()).toBe(false);
    expect(reloads).toHaveLength(0);
  });
});
