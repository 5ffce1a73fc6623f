import createCache, { type EmotionCache } from '@emotion/cache';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, css as serialized } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/router';
import { setupStore } from '../app/store';
import type { ShellReads } from '../lib/boot-handoff';
import { currentEnvironment } from '../config/env';
import { identityEndpoint } from '../identity/cookie-tokens';
import { ja } from '../i18n/ja';
import { pathFor, routePaths, type RouteName } from '../routing/route-names';
import { routes, titleOf, type Prerender } from '../routing/routes';
import { AppLayout, type RouteHandle } from '../app/shell/AppLayout';
import { ServiceListFrame } from '../ui/ServiceList';
import type { AppStore } from '../store/types';
import { PREBUILT_GLOBAL_CSS_ATTRIBUTE, system } from '../ui/theme';

/** The routes the table marks to be rendered to HTML at build time (src/routing/routes.ts, `prerender`). */
export type PrerenderedRoute = {
  [Name in RouteName]: (typeof routes)[Name] extends { prerender: Prerender } ? Name : never;
}[RouteName];

const isPrerendered = (name: RouteName): name is PrerenderedRoute => 'prerender' in routes[name];

/** The public routes rendered to HTML at build time (scripts/webpack/prerender-plugin.ts): the table's marked ones. */
export const prerenderedRoutes: readonly PrerenderedRoute[] = (Object.keys(routes) as RouteName[]).filter(
  isPrerendered,
);

/**
 * Each page's own chunk, named after its route (its `webpackChunkName` in src/app/pages.ts: Signin, signin;
 * CertificateTermsPolicy, certificate-terms-policy): the boot script prefetches it with the entry. The build fails
 * when one is not a chunk group of the compilation.
 */
export const chunkOf = (name: PrerenderedRoute) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);

export const routeChunks = Object.fromEntries(prerenderedRoutes.map((name) => [name, chunkOf(name)])) as Record<
  PrerenderedRoute,
  string
>;

/**
 * Pages that are not complete as HTML (`prerender: 'atOnce'`): the entry starts at once instead of at the member's
 * first intent (src/boot).
 */
export const startsAtOnce: readonly PrerenderedRoute[] = prerenderedRoutes.filter(
  (name) => routes[name].prerender === 'atOnce',
);

/**
 * Code a prerendered page's warm-up asks for at once (its module's `warmUp`, src/app/pages.ts), prefetched by the boot
 * script with the page's own chunks: on the sign-in page, Amplify (`on-demand-identity`), which the first identity call
 * after Enter waits for. The warm-up starts only once the app runs (the member's first touch starts the entry, which
 * on a slow network arrives seconds later), so without it a sign-in sent soon after could wait for Amplify's download.
 * The build fails when a name is not a chunk group of the compilation.
 */
export const warmUpChunks: Partial<Record<PrerenderedRoute, readonly string[]>> = { Signin: ['on-demand-identity'] };

/**
 * What the first screen of the app shell's page needs besides its route's chunks, by chunk group: the API client (the
 * router loads it before a signed-in page renders), the guards and the session read from Amplify's cookies
 * (src/identity/cookie-session.ts). Each is asked for by code in the one before it, so loaded by the entry alone they
 * come one round trip after another. The shell's boot script preloads them with the route's chunks and the entry,
 * while a session may exist (src/boot). Not Amplify: the list does not wait for it (it is fetched once the page's data
 * is on screen, src/ui/Header.tsx). The build fails when a name is not a chunk group of the compilation.
 */
export const shellChunks: readonly string[] = ['on-demand-api', 'on-demand-guards', 'on-demand-session'];

/** The path of the API's /me (openapi/core-api.yaml, operation getMe): the list's read. */
export const ME_PATH = '/api/v1/user/white_id_accounts/me';

/**
 * What the app shell's boot script reads with a session before the entry has arrived (src/boot/early-reads.ts): the
 * member from Cognito and /me from the API, at the endpoints the app itself uses (src/identity/amplify.ts,
 * src/api/base.ts; the API on the page's origin when no API origin is configured).
 */
export const shellReads: ShellReads = {
  identity: identityEndpoint(currentEnvironment.identity.userPoolId, currentEnvironment.identity.userPoolEndpoint),
  client: currentEnvironment.identity.userPoolClientId,
  me: `${currentEnvironment.apiBaseUrl}${ME_PATH}`,
};

/** The tag manager the boot script of every prerendered page loads ('' for none; src/boot). */
export const tagManagerId = currentEnvironment.tagManagerId;

/** Where the hosting finds a page's file: `/<path>/index.html`, or the path itself when it names a file (/500.html). */
export const fileFor = (name: RouteName) => {
  const path = pathFor(name);
  return path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}/index.html`;
};

export interface Prerendered {
  name: PrerenderedRoute;
  /** dist-relative file the page is written to. */
  file: string;
  /** The document title the page sets (AppLayout) once it runs. */
  title: string;
  /** What goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> elements for <head>: Chakra's global CSS and each rule the page uses, in insertion order. */
  styles: string;
}

/**
 * Emotion's own server format (as @emotion/server's extractCriticalToChunks + constructStyleTagsFromChunks write
 * it): global styles one element each keyed `css-global <name>`, the class rules in one element listing their names.
 * The client's emotion cache finds these elements, marks the names inserted and does not insert them again. Each
 * carries `data-s`, emotion's mark of an element already in place in <head>: without it the client's cache moves every
 * such element to the end of <head> as it starts, which makes the browser parse its CSS again (about 17 ms at 4x CPU
 * for the 34 KB of global CSS); they are at the end of <head> already.
 */
export const styleElementsOf = (cache: EmotionCache, html: string) => {
  // The system's global CSS, marked for the client's theme to adopt (src/ui/theme.ts `adoptPrebuiltGlobalCss`): emotion's
  // `<Global>` names it as `css()` does the same styles.
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

/**
 * The global CSS every page starts with (Chakra's layers, reset, global styles and token variables), as emotion's
 * `<style data-emotion="css-global …">` elements, for index.html, whose pages the client renders afresh: the theme
 * adopts it instead of computing and inserting it at start (src/ui/theme.ts). The prerendered pages carry the same
 * elements among their own styles.
 */
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

/**
 * One page of `routeObjects` rendered to HTML as the route `name`, with the page's CSS collected (emotion's cache in
 * compat mode, no inline style), its file and its title. A route that redirects or fails stops the build.
 */
const renderPage = async (name: RouteName, store: AppStore, routeObjects: RouteObject[]) => {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(`http://prerender.invalid${pathFor(name)}`));
  if (context instanceof Response)
    throw new Error(`prerender ${name}: the route answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`prerender ${name}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  // compat: emotion keeps each rule in cache.inserted instead of rendering <style> elements beside the markup.
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

/**
 * Renders one public route as the client's first render will (so `hydrateRoot` finds the same markup): signed out,
 * as the client starts when the browser holds no token cookie (src/main.tsx; with one, it renders afresh).
 */
export const prerender = async (name: PrerenderedRoute): Promise<Prerendered> => {
  if (!isPrerendered(name)) throw new Error(`prerender ${name}: the route table does not mark it to be prerendered`);
  const store = setupStore({ auth: { status: 'signedOut' } });
  return { name, ...(await renderPage(name, store, appRoutes(store))) };
};

/** The signed-in page whose app shell the build writes (a reload of the service list, issue 23 item 4). */
export const SHELL_ROUTE = 'AccountHome' as const;

export interface AppShell extends Omit<Prerendered, 'name'> {
  name: typeof SHELL_ROUTE;
}

/**
 * The app shell of /account (dist/account/index.html): what a reload of the service list paints from HTML before the
 * entry has run. The layout with the signed-in header (brand, navigation, language switch, and the user menu's button
 * under its generic label), the list's frame (heading, status text, the list's outline: src/ui/ServiceList.tsx) and
 * the footer, laid out as the page will be once the list is there, so nothing moves when it replaces the shell. No
 * member data: the store knows a signed-in member but not who (no id, no user). Not the app's route table: one route
 * with the frame as its element, so no guard or loader runs at build time. The client does not hydrate it: it renders
 * the page afresh once its first navigation has finished (src/prerender/hydrate.ts); a visitor without a token cookie
 * never sees it (index.html's CSS) and is sent to /signin by the guards as before.
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
