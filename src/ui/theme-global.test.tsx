import { ChakraProvider } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';
import { render } from '@testing-library/react';
import { adoptPrebuiltGlobalCss, PREBUILT_GLOBAL_CSS_ATTRIBUTE, system } from './theme';

/** Every rule emotion inserts into the document (jsdom keeps them in the CSSOM, not as text). */
const insertedRules = () => {
  const insert = jest.spyOn(StyleSheet.prototype, 'insert');
  return () => insert.mock.calls.map(([rule]) => rule);
};
/** The token variables: the bulk of Chakra's global CSS. */
const tokenRule = (rule: string) => rule.includes('--chakra-colors-red-700:');

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('adoptPrebuiltGlobalCss', () => {
  it("takes the name of the page's marked element and leaves nothing to insert", () => {
    document.head.innerHTML = `<style data-emotion="css-global abc123" ${PREBUILT_GLOBAL_CSS_ATTRIBUTE}>body{}</style>`;
    const target = { _global: [{ body: {} }] };
    expect(adoptPrebuiltGlobalCss(target)).toBe(true);
    expect(target._global).toEqual({ name: 'abc123', styles: '' });
  });

  it('keeps Chakra’s own global CSS on a page without the element (the dev server, jest)', () => {
    document.head.innerHTML = '<style data-emotion="css-global abc123">body{}</style>';
    const own = [{ body: {} }];
    const target = { _global: own };
    expect(adoptPrebuiltGlobalCss(target)).toBe(false);
    expect(target._global).toBe(own);
    expect(adoptPrebuiltGlobalCss(target, undefined)).toBe(false);
  });

  it("renders with the build's CSS from the page: emotion adopts the element and inserts none of Chakra's", () => {
    // What the production build writes into every HTML file's <head> (scripts/webpack/prerender-plugin.ts), named as
    // emotion names the system's global CSS.
    const name = css(system._global).name;
    document.head.innerHTML = `<style data-emotion="css-global ${name}" ${PREBUILT_GLOBAL_CSS_ATTRIBUTE}>.skip-link{left:-9999px}</style>`;
    const element = document.head.querySelector('style');
    const adopted = { ...system };
    expect(adoptPrebuiltGlobalCss(adopted)).toBe(true);
    const rules = insertedRules();
    render(<ChakraProvider value={adopted}>x</ChakraProvider>);
    expect(rules().filter(tokenRule)).toEqual([]);
    // emotion's <Global> took the page's element as its sheet (it marks it with the sheet's key alone).
    expect(element?.isConnected).toBe(true);
    expect(element?.getAttribute('data-emotion')).toBe('css-global');
    expect(element?.textContent).toBe('.skip-link{left:-9999px}');
  });

  it('without the element, Chakra’s own global CSS is inserted as before', () => {
    const rules = insertedRules();
    render(<ChakraProvider value={system}>x</ChakraProvider>);
    expect(rules().filter(tokenRule)).toHaveLength(1);
  });
});
