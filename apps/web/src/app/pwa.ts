/**
 * Registers the service worker of the built app (apps/web/build/service-worker.ts), once the page has loaded so it
 * never competes with the first paint. Not in development (Vite serves sources there) or where browsers have none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
