// The spec's app unregisters any service worker at start-up, and so do we (product.md §4): a worker left behind by an
// earlier deployment of this origin would otherwise keep serving stale bundles.
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister()));
    return results.filter(Boolean).length;
  } catch {
    // Private browsing and some embedded browsers refuse access; nothing to clean up there.
    return 0;
  }
}
