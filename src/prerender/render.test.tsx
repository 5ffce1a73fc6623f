import { waitFor } from '@testing-library/react';
import { act, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { chunks } from '../app/loading-table';
import { createAppRouter } from '../app/router';
import { setupStore } from '../../mocks/store';
import { ja } from '../i18n/ja';
import { hydratePrerendered } from '../app/hydrate';
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routing/routes';
import {
  prerender,
  prerenderedRoutes,
  renderAppShell,
  routeChunks,
  shellChunks,
  signInChunks,
  startChunks,
  startsAtOnce,
  warmUpChunks,
  type PrerenderedRoute,
} from './render';

describe('what is prerendered: the route table says', () => {
  it('renders the public routes the table marks, each with its page chunk, none signed in', () => {
    expect([...prerenderedRoutes].sort()).toEqual(
      [
        'CertificatePrivacyPolicy',
        'CertificateTermsPolicy',
        'ForgotPassword',
        'ForgotPasswordSubmit',
        'Inquiry',
        'InternalServerError',
        'NotFound',
        'Signin',
        'Signup',
        'SiteMap',
      ].sort(),
    );
    for (const name of prerenderedRoutes) expect({ name, guards: routes[name].guards }).toEqual({ name, guards: [] });
    expect(routeChunks.Signin).toBe('signin');
    expect(routeChunks.CertificateTermsPolicy).toBe('certificate-terms-policy');
    // With its own chunk a page prefetches what it waits for; the session chunk (the other tabs' follower) is held.
    expect(startChunks).toEqual(['on-demand-persist']);
    // Every critical chunk of the sign-in, Amplify first: one asked for later would hold the signed-in page's code.
    expect(warmUpChunks.Signin).toEqual([
      'on-demand-identity',
      'on-demand-passkey-signin',
      'on-demand-passkey-support',
      'on-demand-signin-steps',
    ]);
    expect(startsAtOnce).toEqual(['Inquiry']);
  });

  it('names what a passkey sign-in ends on: the shell’s chunks and what the sign-in’s end shows, the header’s menu too', () => {
    expect([...shellChunks].sort()).toEqual(['on-demand-api', 'on-demand-guards', 'on-demand-session']);
    expect(signInChunks).toEqual(expect.arrayContaining(['on-demand-member-menu', 'on-demand-service-frame']));
  });

  it("names each chunk of the loading table as its loader's webpackChunkName does", () => {
    const table = fs.readFileSync(path.join(__dirname, '../app/loading-table.ts'), 'utf8');
    const pairs = [
      ...table.matchAll(
        // A loader imports its chunk, or runs its stages (`runInSteps`), the first of which imports it.
        /(?:entry|page)\(\s*'([\w-]+)',\s*\(\) =>\s*(?:runInSteps\(\s*\[\s*\(\) =>\s*)?import\(\/\* webpackChunkName: "([\w-]+)"/g,
      ),
    ];
    expect(pairs.length).toBe(Object.keys(chunks).length - 1); // all but English, loaded in src/i18n
    for (const [, named, chunk] of pairs) expect({ named }).toEqual({ named: chunk });
    // A prerendered page's chunk is named after its route.
    for (const name of prerenderedRoutes) {
      const loader = new RegExp(`\\b${name}: page\\(\\s*\\(\\) =>\\s*import\\(/\\* webpackChunkName: "([\\w-]+)"`).exec(
        table,
      );
      expect({ name, chunk: loader?.[1] }).toEqual({ name, chunk: routeChunks[name] });
    }
  });

  it('refuses a route the table does not mark (a type error, and an error at build time)', async () => {
    // @ts-expect-error a signed-in route is not prerendered
    const signedIn: PrerenderedRoute = 'AccountHome';
    await expect(prerender(signedIn)).rejects.toThrow('prerender AccountHome: the route table does not mark it');
    // @ts-expect-error a public route the table leaves unmarked
    const unmarked: PrerenderedRoute = 'Accessibility';
    await expect(prerender(unmarked)).rejects.toThrow('prerender Accessibility: the route table does not mark it');
  });
});

/** Renders no element of its own; tells when React has committed the tree, as src/start.tsx's Mounted does. */
const Committed = ({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) => {
  useEffect(() => {
    onCommitted();
  }, [onCommitted]);
  return children;
};

describe('prerendered /signin', () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-emotion]').forEach((element) => element.remove());
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('holds the form with its labels and the notice, and the client hydrates it without a mismatch', async () => {
    const page = await prerender('Signin');
    expect(page.html).toMatch(/<label[^>]*>メールアドレス</);
    expect(page.html).toMatch(/<label[^>]*>パスワード</);
    expect(page.html).toContain(ja.signin.inquiryWarning);
    // The passkey sign-in is in the HTML; index.html's CSS shows it where the boot script found passkeys usable.
    expect(page.html).toMatch(
      new RegExp(`<button[^>]*type="button"[^>]*data-passkey-control[^>]*>${ja.passkeys.signin}<`),
    );
    // The header is complete as HTML: the signed-out one, with its way to sign-in (no busy bar waiting for script).
    expect(page.html).toMatch(
      new RegExp(`<header(?![^>]*aria-busy)[^>]*>.*>${ja.shell.brand}<.*>${ja.shell.login}</a>.*</header>`),
    );
    // (The critical CSS is checked on the built page by e2e/prerender.spec.ts: under jsdom emotion inserts its rules
    // into the document instead of keeping them for extraction.)
    document.body.innerHTML = `<div id="root" data-prerendered="${page.name}">${page.html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const form = container.querySelector('form');
    expect(form).not.toBeNull();
    window.history.replaceState(null, '', '/signin');

    // As src/main.tsx starts a prerendered page when the browser holds no token cookie.
    const store = setupStore({ auth: { status: 'signedOut' } });
    const router = createAppRouter(store).initialize();
    const recoverable: unknown[] = [];
    let hydrated = false;
    let committed = false;
    await act(async () => {
      const outcome = await hydratePrerendered(container, router, {
        hydrate: (onHydrated) => {
          hydrateRoot(
            container,
            <StrictMode>
              <Committed onCommitted={() => (committed = true)}>
                <AppProviders store={store}>
                  <RouterProvider router={router} />
                </AppProviders>
              </Committed>
            </StrictMode>,
            { onRecoverableError: (error) => recoverable.push(error) },
          );
          hydrated = true;
          onHydrated();
        },
        render: () => {
          throw new Error('the prerendered /signin was rendered afresh instead of hydrated');
        },
      });
      expect(outcome).toBe('hydrated');
    });
    expect(hydrated).toBe(true);
    // Hydration runs in slices (concurrent root): it is judged once React has committed the tree (after a mismatch, the
    // tree it rendered afresh instead, whose errors it has reported by then).
    await waitFor(() => expect(committed).toBe(true));
    // A mismatch makes React report a recoverable error and render the tree again: the form would be a new element.
    expect(recoverable).toEqual([]);
    expect(container.querySelector('form')).toBe(form);
    expect(container).toHaveTextContent(ja.signin.inquiryWarning);
    router.dispose();
  });

  it('is rendered afresh, not hydrated, when the browser may hold a session (the HTML is the signed-out page)', async () => {
    const page = await prerender('Signin');
    document.body.innerHTML = `<div id="root" data-prerendered="${page.name}">${page.html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    window.history.replaceState(null, '', '/signin');
    const store = setupStore();
    const router = createAppRouter(store).initialize();
    const mounts: string[] = [];
    const outcome = await hydratePrerendered(
      container,
      router,
      { hydrate: () => mounts.push('hydrate'), render: () => mounts.push('render') },
      { mayHaveSession: true },
    );
    expect(outcome).toBe('rendered');
    expect(mounts).toEqual(['render']);
    router.dispose();
  });

  // A submit before any script runs is the browser's own: with GET the address and the password would be in the URL
  // (history, logs, Referer). Every prerendered form with a password field posts instead.
  it.each(['Signin', 'Signup', 'ForgotPasswordSubmit'] as const)(
    '%s: the prerendered form with the password posts',
    async (name) => {
      expect(prerenderedRoutes).toContain(name);
      const page = await prerender(name);
      document.body.innerHTML = page.html;
      const form = document.querySelector('input[type="password"]')?.closest('form');
      expect(form?.getAttribute('method')).toBe('post');
    },
  );

  // An address is personal too; every prerendered form posts, so none reaches a URL.
  it.each(prerenderedRoutes)('%s: every prerendered form posts', async (name) => {
    const page = await prerender(name);
    document.body.innerHTML = page.html;
    for (const form of document.querySelectorAll('form'))
      expect([name, form.getAttribute('method')]).toEqual([name, 'post']);
  });
});

describe('the app shell of /account', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("is the signed-in page's frame: header with the navigation, the list's heading and outline, the footer; no member data", async () => {
    const shell = await renderAppShell();
    expect(shell.file).toBe('account/index.html');
    expect(shell.title).toBe(`${ja.titles.AccountHome} | ${ja.shell.brand}`);
    document.body.innerHTML = shell.html;
    // The header is the signed-in one, complete (not the busy bar): brand, navigation, the user menu's place.
    const header = document.querySelector('header');
    expect(header?.hasAttribute('aria-busy')).toBe(false);
    const navigation = header?.querySelector(`nav[aria-label="${ja.shell.mainNavigation}"]`);
    expect(
      [...(navigation?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [ja.shell.serviceList, '/account'],
      [ja.shell.settings, '/account/settings'],
    ]);
    expect(document.querySelector('.skip-link')).toHaveTextContent(ja.shell.skipToContent);
    expect(document.querySelector('footer')).not.toBeNull();
    // The frame: the heading, the status text and the list's outline, busy.
    expect(document.querySelector('main h1')).toHaveTextContent(ja.home.heading);
    expect(document.querySelector('main [role="status"]')).toHaveTextContent(ja.home.loadingServices);
    const outline = document.querySelector(`main ul[aria-busy="true"][aria-label="${ja.home.loadingServices}"]`);
    expect(outline?.querySelectorAll('li')).toHaveLength(3);
    // No member data: the menu's button has its generic label, no link leads to a service, nothing says who.
    // (before it, the language switch's buttons)
    expect([...document.querySelectorAll('header button')].at(-1)?.textContent).toBe(ja.shell.userMenu);
    expect(outline?.querySelectorAll('a')).toHaveLength(0);
    expect(shell.html).not.toContain('@');
    expect(shell.html).not.toContain(ja.home.noServices);
  });
});
