import { bootScript } from '../lib/boot-script';
import { inlineScriptsIn } from '../lib/preview-server';
import { pageDocument, withGlobalCss } from './prerender-plugin';

const page = {
  name: 'Signin' as const,
  file: 'signin/index.html',
  title: 'ログイン | 会員情報',
  html: '<main><form><label for="a">メールアドレス</label><input id="a"/></form></main>',
  styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
};
const template =
  '<!doctype html><html lang=ja><head><title>会員情報</title><script defer src=/assets/main.1.js></script></head><body><div id=root><div class=boot aria-busy=true><header>会員情報</header><p role=status>読み込み中…</div></div></body></html>';
const scripts = {
  boot: bootScript(),
  prefetch: ['/assets/signin.3.js', '/assets/on-demand-persist.4.js'],
  startsAtOnce: false,
  tagManagerId: '',
};

describe('pageDocument', () => {
  it('puts the page into the built index.html (minified as webpack writes it): title, CSS in head, markup in #root', () => {
    const html = pageDocument(template, page, scripts);
    expect(html).toContain('<title>ログイン | 会員情報</title>');
    expect(html).toContain('<style data-emotion="css a1">.css-a1{color:red}</style></head>');
    expect(html).toContain(`<div id="root" data-prerendered="Signin">${page.html}</div><script `);
    expect(html).not.toContain('読み込み中');
    // The entry is no longer the page's script: the inline boot script after the markup starts it (src/boot).
    expect(html).not.toContain('<script defer src=/assets/main.1.js>');
    expect(html).toContain(
      `<script data-entry="/assets/main.1.js" data-prefetch="/assets/signin.3.js /assets/on-demand-persist.4.js">${bootScript()}</script></body>`,
    );
    // The CSP allows exactly that script (by its hash), nothing else inline.
    expect(inlineScriptsIn(html)).toEqual([]);
  });

  it('names the worker scripts the page starts, for its boot script to prefetch', () => {
    const html = pageDocument(template, page, { ...scripts, srpWorker: '/assets/on-demand-srp.6.js' });
    expect(html).toContain(' data-srp-worker="/assets/on-demand-srp.6.js">');
    expect(pageDocument(template, page, scripts)).not.toContain(' data-srp-worker=');
  });

  it('names the signed-in page’s scripts on a page with the passkey sign-in, for its boot script to preload at its use', () => {
    const html = pageDocument(template, page, { ...scripts, signedIn: ['/assets/account-home.7.js'] });
    expect(html).toContain(' data-signed-in="/assets/account-home.7.js">');
    expect(pageDocument(template, page, scripts)).not.toContain(' data-signed-in=');
  });

  it('marks a page that is not complete without script to start at once', () => {
    const html = pageDocument(template, page, { ...scripts, startsAtOnce: true });
    expect(html).toContain(' data-start="now">');
  });

  it("marks a signed-in page's app shell data-shell (never hydrated) and starts its entry at once", () => {
    const shell = { ...page, name: 'AccountHome' as const, file: 'account/index.html' };
    const offline = ['/assets/on-demand-offline.5.js'];
    const html = pageDocument(template, shell, { ...scripts, offline, startsAtOnce: true }, 'shell');
    expect(html).toContain(`<div id="root" data-shell="AccountHome">${page.html}</div><script `);
    // What its boot script preloads instead when the browser is offline.
    expect(html).toContain(' data-offline="/assets/on-demand-offline.5.js"');
    expect(pageDocument(template, page, scripts)).not.toContain(' data-offline=');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain(' data-start="now">');
    expect(inlineScriptsIn(html)).toEqual([]);
    // Every visitor of the shell needs the entry at once: its download starts from the top of <head>, in low priority.
    expect(html).toContain(
      '<head><link rel="preload" as="script" href="/assets/main.1.js" fetchpriority="low"><title>',
    );
  });

  it("carries the build's endpoints and tag manager in the boot script's text (the CSP's hash covers it), not in attributes", () => {
    const settings = {
      reads: { identity: 'https://cognito-idp.ap-northeast-1.amazonaws.com/', client: 'client-1', me: '/api/v1/me' },
      tagManager: 'GTM-ABC123',
      userPoolName: 'AbCdEf123',
    };
    const text = bootScript(settings);
    expect(text).toContain('https://cognito-idp.ap-northeast-1.amazonaws.com/');
    expect(text).toContain('GTM-ABC123');
    expect(text).toContain('AbCdEf123');
    expect(text).not.toBe(bootScript({ ...settings, tagManager: 'GTM-OTHER1' }));
    const shell = { ...page, name: 'AccountHome' as const, file: 'account/index.html' };
    const html = pageDocument(template, shell, { ...scripts, boot: text, startsAtOnce: true }, 'shell');
    expect(html).not.toMatch(/data-reads|data-tag-manager/);
  });

  it('preloads the entry only on the app shell: a public page starts it at the first intent', () => {
    expect(pageDocument(template, page, scripts)).not.toContain('rel="preload"');
  });

  it('escapes the title and refuses a template without the root element or without exactly one entry script', () => {
    const bare =
      '<html><head><title>x</title><script defer src="/assets/main.1.js"></script></head><body><div id="root"></div></body></html>';
    expect(pageDocument(bare, { ...page, title: 'a<b>&' }, scripts)).toContain('<title>a&lt;b&gt;&amp;</title>');
    expect(() => pageDocument('<html><head></head><body><main></main></body></html>', page, scripts)).toThrow(/root/);
    expect(() => pageDocument(template.replace(/<script[^]*?<\/script>/, ''), page, scripts)).toThrow(/found 0/);
    expect(() =>
      pageDocument(template.replace('</head>', '<script defer src=/assets/other.js></script></head>'), page, scripts),
    ).toThrow(/found 2/);
  });
});

describe('withGlobalCss', () => {
  const globals =
    '<style data-emotion="css-global a1">@layer reset;</style><style data-emotion="css-global b2" data-chakra-global>:root{--chakra-colors-red-700:#b91c1c}</style>';

  it("puts the global CSS at the end of index.html's head, for the theme to adopt (src/ui/theme.ts)", () => {
    const html = withGlobalCss(template, globals);
    expect(html).toContain(`${globals}</head>`);
    expect(html.replace(globals, '')).toBe(template);
  });

  it('refuses CSS the theme would not find (unmarked), or a template without a head', () => {
    expect(() => withGlobalCss(template, '<style data-emotion="css-global a1">x</style>')).toThrow(/not marked/);
    expect(() => withGlobalCss('<html><body></body></html>', globals)).toThrow(/<\/head>/);
  });
});
