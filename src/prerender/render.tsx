import createCache, { type EmotionCache } from '@emotion/cache';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, css as serialized } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { chunks } from '../app/loading-table';
import { appRoutes } from '../app/router';
import { setupStore } from '../app/store';
import { chunksAt } from '../lib/loading';
import { currentEnvironment } from '../config/env';
import { bootSettingsFor } from '../boot/settings';
import { ja } from '../i18n/ja';
import { pathFor, routePaths, type RouteName } from '../routing/route-names';
import { routes, titleOf, type Prerender } from '../routing/routes';
import { AppLayout, type RouteHandle } from '../app/shell/AppLayout';
import { ServiceListFrame } from '../ui/ServiceList';
import type { AppStore } from '../store/types';
import { PREBUILT_GLOBAL_CSS_ATTRIBUTE, system } from '../ui/theme';

export type PrerenderedRoute = {
  [Name in RouteName]: (typeof routes)[Name] extends { prerender: Prerender } ? Name : never;
}[RouteName];

const isPrerendered = (name: RouteName): name is PrerenderedRoute => 'prerender' in routes[name];

/** The public routes rendered to HTML at build time (scripts/webpack/prerender-plugin.ts). */
export const prerenderedRoutes: readonly PrerenderedRoute[] = (Object.keys(routes) as RouteName[]).filter(
  isPrerendered,
);

/**
 * Each page's own chunk, named after its route (its loader's `webpackChunkName` in src/app/loading-table.ts), which the
 * boot script prefetches with the entry; the build fails when one is not a chunk of the compilation.
 */
export const chunkOf = (name: PrerenderedRoute) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);

export const routeChunks = Object.fromEntries(prerenderedRoutes.map((name) => [name, chunkOf(name)])) as Record<
  PrerenderedRoute,
  string
>;

/**
 * What every page's boot script prefetches besides its own chunk: what the app loads as it starts and the page waits
 * for. The rest of the start (the other tabs' follower) the app fetches once these have arrived.
 */
export const startChunks = chunksAt(chunks, 'start', ['critical']);

/** Every chunk name of the loading table: the build checks each is a chunk of the compilation. */
export const tableChunks = Object.values(chunks).map((entry) => entry.chunk);

/** Pages not complete as HTML (`prerender: 'atOnce'`): the entry starts at once, not at the member's first intent. */
export const startsAtOnce: readonly PrerenderedRoute[] = prerenderedRoutes.filter(
  (name) => routes[name].prerender === 'atOnce',
);

/**
 * Chunks a page's warm-up asks for at once, prefetched with the page: without it a sign-in sent soon after the first
 * touch could wait for Amplify's download.
 */
export const warmUpChunks: Partial<Record<PrerenderedRoute, readonly string[]>> = {
  Signin: chunksAt(chunks, 'pageWarmUp'),
};

/** The chunk of SRP's worker (src/identity/srp/srp-worker-spawn.ts), which the sign-in page's boot script starts. */
export const srpWorkers: Partial<Record<PrerenderedRoute, string>> = {
  Signin: 'on-demand-srp',
};

/**
 * What the app shell's first screen needs besides its route's chunks. Each is asked for by the one before it, so
 * the boot script preloads them together instead of one round trip after another. Not Amplify: the list does not
 * wait for it.
 */
export const shellChunks: readonly string[] = chunksAt(chunks, 'shell');

/** What a sign-in's end needs besides the list's page and the shell's chunks: what the app preloads at its intent. */
export const signInChunks: readonly string[] = chunksAt(chunks, 'signInIntent');

/** What the app shell's boot script preloads instead when the browser is offline: the offline screen. */
export const offlineChunks: readonly string[] = chunksAt(chunks, 'offline');

/** What the boot script of this build sends its reads to and loads (compiled into its text: src/boot/settings.ts). */
export const bootSettings = bootSettingsFor(currentEnvironment);

/** Where the hosting finds a page's file: `/<path>/index.html`, or the path itself when it names a file (/500.html). */
export const fileFor = (name: RouteName) => {
  const path = pathFor(name);
  return path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}/index.html`;
};

export interface Prerendered {
  name: PrerenderedRoute;
  file: string;
  title: string;
  html: string;
  /** <style data-emotion> elements for <head>, in insertion order. */
  styles: string;
}

/**
 * Emotion's own server format, which the client's cache recognises and does not insert again. `data-s` marks an
 * element already in place: without it the client moves each to the end of <head> and the browser parses its CSS again.
 */
export const styleElementsOf = (cache: EmotionCache, html: string) => {
  // Marked for the client's theme to adopt (src/ui/theme.ts `adoptPrebuiltGlobalCss`).
  const chakraGlobal = serialized(system._global).name;
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]));
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!registered)
      globals.push(
        `<style data-emotion="${cache.key}-global ${id}"${id === chakraGlobal ? ` ${PREBUILT_GLOBAL_CSS_ATTRIBUTE}` : ''} data-s>${rules}</style>`,
      );
    else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${ids.join(' ')}" data-s>${css}</style>`].join('');
};

/** The global CSS every page starts with, as emotion's elements, for index.html: the theme adopts it at start. */
export const globalStyleElements = () => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return styleElementsOf(cache, '').replace(/<style data-emotion="css " data-s>[^<]*<\/style>$/, '');
};

/** One page rendered to HTML with its CSS, file and title. A route that redirects or fails stops the build. */
const renderPage = async (name: RouteName, store: AppStore, routeObjects: RouteObject[]) => {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(`http://prerender.invalid${pathFor(name)}`));
  if (context instanceof Response)
    throw new Error(`prerender ${name}: the route answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`prerender ${name}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return {
    file: fileFor(name),
    title: `${ja.titles[titleOf(name)]} | ${ja.shell.brand}`,
    html,
    styles: styleElementsOf(cache, html),
  };
};

/** Renders a public route as the client's first render will (signed out), so `hydrateRoot` finds the same markup. */
export const prerender = async (name: PrerenderedRoute): Promise<Prerendered> => {
  if (!isPrerendered(name)) throw new Error(`prerender ${name}: the route table does not mark it to be prerendered`);
  const store = setupStore({ auth: { status: 'signedOut' } });
  return { name, ...(await renderPage(name, store, appRoutes(store))) };
};

/** The signed-in page whose app shell the build writes. */
export const SHELL_ROUTE = 'AccountHome' as const;

export interface AppShell extends Omit<Prerendered, 'name'> {
  name: typeof SHELL_ROUTE;
}

/**
 * The app shell of /account: the signed-in layout and the list's frame, laid out as the page will be, so nothing
 * moves when the list replaces it. No member data and no guard or loader at build time. Never hydrated: the client
 * renders the page afresh; a visitor without a token cookie never sees it (index.html's CSS).
 */
export const renderAppShell = async (): Promise<AppShell> => {
  const store = setupStore({ auth: { status: 'signedIn' }, currentUser: { status: 'loaded' } });
  const handle: RouteHandle = { name: SHELL_ROUTE };
  const shellRoutes: RouteObject[] = [
    {
      element: <AppLayout />,
      children: [{ id: SHELL_ROUTE, path: routePaths[SHELL_ROUTE], handle, element: <ServiceListFrame /> }],
    },
  ];
  return { name: SHELL_ROUTE, ...(await renderPage(SHELL_ROUTE, store, shellRoutes)) };
};
