// Spec §1: when a new service worker installs while a controller exists, an update-available
// flag is set and the new-version notice shows; when the controller changes with the flag
// set, the page reloads. The shopper chooses when: the notice's button activates the new worker.

export interface UpdateWatcherDeps {
  container: ServiceWorkerContainer;
  onUpdateAvailable: (activate: () => void) => void;
  reload: () => void;
}

export function watchForUpdates({ container, onUpdateAvailable, reload }: UpdateWatcherDeps, registration: ServiceWorkerRegistration) {
  let updateAvailable = false;

  const track = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) {
        updateAvailable = true;
        onUpdateAvailable(() => worker.postMessage({ type: 'SKIP_WAITING' }));
      }
    };
    worker.addEventListener('statechange', check);
    check();
  };

  track(registration.waiting);
  registration.addEventListener('updatefound', () => track(registration.installing));
  container.addEventListener('controllerchange', () => {
    if (updateAvailable) reload();
  });
  return { isUpdateAvailable: () => updateAvailable };
}

/** Register /sw.js and keep checking for a new version when the shopper comes back to the tab. */
export async function registerServiceWorker(onUpdateAvailable: UpdateWatcherDeps['onUpdateAvailable']): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  watchForUpdates({ container: navigator.serviceWorker, onUpdateAvailable, reload: () => location.reload() }, registration);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
