/**
 * Which precached HTML answers a navigation, as the hosts do (nginx: try_files $uri $uri/index.html /index.html): a
 * page prerendered at build time by its own file, every other route of the app by index.html, a file path by nothing.
 * The preview server and nginx's block take their file and `//` rules from here.
 */
export const APP_SHELL = '/index.html';

/** The marker the build replaces with the list of HTML pages and their content hashes (scripts/webpack). */
export const PAGES_MARKER = '__PORTAL_PAGES__';

export interface PrecachedPage {
  url: string;
  revision: string;
}

/** The prerendered page of a path (/signin → /signin/index.html), if the build made one. */
export const prerenderedPageFor = (pathname: string, pages: ReadonlySet<string>): string | undefined => {
  const file = `${pathname.replace(/\/$/, '')}/index.html`;
  return pages.has(file) ? file : undefined;
};

/** A request target a browser would read as another site's address if it came back in a Location (`//x`, `/\x`). */
export const OFF_ORIGIN_PATH = /^\/[/\\]/;
/** A path naming a file (a dot and letters or digits at its end): served as it is, or 404, never a page. */
export const FILE_PATH = /\.[A-Za-z0-9]+$/;
/** The API's paths (same origin in some deployments). */
const API_PATH = /^\/api\//;

export const NETWORK = 'network';

/**
 * What a navigation gets from the service worker, as the hosts answer it (scripts/lib/routing-cases.ts): a page file
 * by its own name (/500.html, /index.html), a route by its prerendered page or index.html. A `//` path, an API path
 * and any other file go to the network, where the host serves the file or its 404.
 */
export const navigationAnswer = (pathname: string, pages: ReadonlySet<string>): string =>
  OFF_ORIGIN_PATH.test(pathname) || API_PATH.test(pathname)
    ? NETWORK
    : FILE_PATH.test(pathname)
      ? pages.has(pathname)
        ? pathname
        : NETWORK
      : (prerenderedPageFor(pathname, pages) ?? APP_SHELL);
