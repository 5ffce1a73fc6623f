/**
 * Which precached HTML answers a navigation, as the hosts do (nginx: try_files $uri $uri/index.html /index.html): a
 * page prerendered at build time by its own file, every other route of the app by index.html.
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

/** The HTML a navigation gets: the file itself, its prerendered page, else the app's index.html. */
export const pageFileFor = (pathname: string, pages: ReadonlySet<string>): string =>
  pages.has(pathname) ? pathname : (prerenderedPageFor(pathname, pages) ?? APP_SHELL);

/** Navigations the service worker answers: the portal's pages, never a path of the API (same origin in some deployments). */
export const NAVIGATION_DENYLIST = [/^\/api\//];
