import { JSDOM } from 'jsdom';
import { boot } from '../../src/boot/boot';
import { ja } from '../../src/i18n/ja';
import { MOUNTED_ATTRIBUTE } from '../../src/lib/page-attributes';
import { openSigninWithApp, step } from './signin-journeys';

/** How long the fake page waits at most (jest's limit for a test is 30 s: jest.config.ts). */
const WAIT_LIMIT_MS = 15_000;

/**
 * A stand-in for puppeteer's page on the prerendered /signin: the HTML form with its passkey button, the real boot
 * script (src/boot) and an "app" that marks the page mounted when the boot script starts the entry. Page functions run inside the document (serialised, as puppeteer runs them); a wait whose function never
 * holds fails as puppeteer's does.
 */
const prerenderedSignin = () => {
  const dom = new JSDOM(
    `<!doctype html><html lang="ja"><head></head><body><div id="root" data-prerendered="Signin"><main><form method="post">` +
      `<input type="email"><input type="password"><button type="submit">${ja.signin.submit}</button>` +
      `<button type="button">${ja.passkeys.signin}</button></form></main></div></body></html>`,
    { url: 'http://localhost/signin', runScripts: 'outside-only' },
  );
  const { window } = dom;
  const { document } = window;
  const script = document.createElement('script');
  script.dataset.entry = '/assets/main.1.js';
  new window.MutationObserver(() => {
    if (document.head.querySelector('script[src]'))
      document.getElementById('root')?.setAttribute(MOUNTED_ATTRIBUTE, '');
  }).observe(document.head, { childList: true });
  boot(script, window as unknown as Window);
  const visited: string[] = [];
  const field = (selector: string) => document.querySelector(selector) as HTMLInputElement;
  const page = {
    goto: async (url: string) => {
      visited.push(url);
      return null;
    },
    focus: async (selector: string) => field(selector).focus(),
    type: async (selector: string, text: string) => {
      field(selector).value += text;
    },
    waitForFunction: async (
      pageFunction: (...args: unknown[]) => unknown,
      options: { timeout?: number },
      ...args: unknown[]
    ) => {
      const inPage = window.eval(`(${pageFunction.toString()})`) as (...args: unknown[]) => unknown;
      // Polls until the function holds, as puppeteer does; gives up well before the test's own time limit, so that a
      // function that never holds fails here, with puppeteer's message.
      const giveUpAt = Date.now() + Math.min(options.timeout ?? Infinity, WAIT_LIMIT_MS);
      for (;;) {
        const value = inPage(...args);
        if (value) return value;
        if (Date.now() >= giveUpAt) throw new Error(`Waiting failed: ${options.timeout}ms exceeded`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
  return { dom, page: page as unknown as Parameters<typeof openSigninWithApp>[0], visited, field };
};

describe('the bench’s sign-in journeys', () => {
  it('start the app of the prerendered /signin with a focus on the e-mail field and wait for it to mount the page', async () => {
    const { dom, page, visited, field } = prerenderedSignin();
    try {
      await openSigninWithApp(page, 'http://localhost:1234', 'member@example.com');
      expect(visited).toEqual(['http://localhost:1234/signin']);
      expect(dom.window.document.head.querySelector('script[src]')?.getAttribute('src')).toBe('/assets/main.1.js');
      expect(field('input[type="email"]').value).toBe('member@example.com');
    } finally {
      dom.window.close();
    }
  });

  it('name the step whose wait failed', async () => {
    await expect(
      step('the passkey button', async () => {
        throw new Error('Waiting failed: 60000ms exceeded');
      }),
    ).rejects.toThrow('the passkey button: Waiting failed: 60000ms exceeded');
    await expect(step('the sign-out button', async () => 'clicked')).resolves.toBe('clicked');
  });
});
