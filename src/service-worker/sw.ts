import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { navigationAnswer, NETWORK, PAGES_MARKER, prerenderedPageFor, type PrecachedPage } from './navigation';

/**
 * The portal's service worker. It precaches the build's hashed files and its HTML pages (the prerendered public pages,
 * the app shell of /account and index.html for every other route), each stored as the host answered it, headers
 * included: a page served from the cache carries the same Content-Security-Policy, Permissions-Policy and other
 * headers as from the network. Navigations to the portal's pages are answered from this precache, so a page and its
 * scripts always come from the same build; a navigation the hosts answer with a file or a 404 gets that answer
 * (./navigation.ts). Nothing else is answered here: API and identity calls go to the network untouched and are never
 * stored.
 */

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
}
declare const self: WorkerScope;

const pages = JSON.parse(PAGES_MARKER) as PrecachedPage[];
const pageUrls = new Set(pages.map((page) => page.url));

// Before the precache's route, so every navigation is decided here: one the hosts answer with a file (an asset, a
// missing one's 404) is left to the precache by the file's own name, else to the network.
// The match's answer (the page file) reaches the handler as its `params`: decided once.
registerRoute(
  ({ request, url }) => {
    if (request.mode !== 'navigate') return false;
    const answer = navigationAnswer(url.pathname, pageUrls);
    return answer === NETWORK ? false : [answer];
  },
  async ({ request, params }) => (await matchPrecache((params as string[])[0] ?? '')) ?? fetch(request),
);

precacheAndRoute([...self.__WB_MANIFEST, ...pages], {
  ignoreURLParametersMatching: [/.*/],
  // No /500 → /500.html: a path is a page only by its own file or its prerendered page, as on the hosts.
  cleanURLs: false,
  // Only a prerendered page's own path: any other URL (an API path included) must not match index.html here.
  urlManipulation: ({ url }) => {
    const page = prerenderedPageFor(url.pathname, pageUrls);
    return page ? [new URL(page, url.origin)] : [];
  },
});
cleanupOutdatedCaches();

// The waiting version takes over at once only when the member agreed ("新しいバージョンがあります"); otherwise at the
// next start, once no page of the old version is open.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
