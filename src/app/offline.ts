/** The loading table's `offline` chunk: the service worker's registration and the offline screen, one download. */
export { startServiceWorker } from './service-worker';
// The default export is the screen, as React's `lazy` takes it (src/app/shell/RouteErrorPage.tsx).
export { Component as default, prepareOfflineScreen } from '../features/certificate/OfflinePage';
