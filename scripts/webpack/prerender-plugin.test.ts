import { inlineScriptsIn } from '../lib/preview-server';
import { pageDocument } from './prerender-plugin';

const page = { name: 'Signin' as const, file: 'signin/index.html', title: 'ログイン | 会員情報', html: '<main><form><label for="a">メールアドレス</label><input id="a"/></form></main>', styles: '<style data-emotion="css a1">.css-a1{color:red}</style>' };

describe('pageDocument', () => {
  it('puts the page into the built index.html (minified as webpack writes it): title, CSS in head, markup in #root', () => {
    const template = '<!doctype html><html lang=ja><head><title>会員情報</title><script defer src=/assets/main.1.js></script></head><body><div id=root><div class=boot aria-busy=true><header>会員情報</header><p role=status>読み込み中…</div></div></body></html>';
    const html = pageDocument(template, page);
    expect(html).toContain('<title>ログイン | 会員情報</title>');
    expect(html).toContain('<style data-emotion="css a1">.css-a1{color:red}</style></head>');
    expect(html).toContain(`<div id="root" data-prerendered="Signin">${page.html}</div></body>`);
    expect(html).not.toContain('読み込み中');
    expect(html).toContain('<script defer src=/assets/main.1.js></script>');
    expect(inlineScriptsIn(html)).toEqual([]);
  });

  it('escapes the title and refuses a template without the root element', () => {
    expect(pageDocument('<html><head><title>x</title></head><body><div id="root"></div></body></html>', { ...page, title: 'a<b>&' })).toContain('<title>a&lt;b&gt;&amp;</title>');
    expect(() => pageDocument('<html><head></head><body><main></main></body></html>', page)).toThrow(/root/);
  });
});
