/**
 * After a deploy, a tab still on the previous build asks for chunks that are gone (the server
 * answers 404). Vite reports the failed import as `vite:preloadError`; one full reload brings the
 * new build. A second failure soon after is left to the route's error page ('Recargar la
 * página'), so a file that is really missing cannot reload the tab forever.
 */
import { reloadAt } from './full-reload';

const LAST_RELOAD_KEY = 'hogarte:stale-build-reload';
const RELOAD_AGAIN_AFTER_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    // Vite then does not throw the import's error: the page is going away.
    event.preventDefault();
    reloadAt(window.location.pathname + window.location.search + window.location.hash);
  });
}
