import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's tokens, global styles and conditions, with only the recipes of the components the portal uses:
 * `defaultConfig` would ship every recipe Chakra has (about 20 KiB gzip more on every page). A component whose
 * recipe is missing renders unstyled without a warning; `theme.test.ts` fails when src/ imports one.
 * On top: error and muted text dark enough for WCAG AA contrast on white, and a visible focus outline.
 */
/**
 * The keyframes and layer styles something here uses, as Chakra defines them; its full sets (dozens of slide/scale
 * keyframes, the fill/outline/indicator layers) would ship in every first load. The spinner spins, ConfirmModal fades;
 * the button and input recipes use the `disabled` layer. `theme.test.ts` checks these against Chakra's own.
 */
export const usedKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
};
export const usedLayerStyles = { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } };

/**
 * Colour palettes nothing here uses (no recipe kept, no global style, no semantic token kept, nothing in src/:
 * `theme.test.ts`). Each is 11 tokens and 8 semantic ones, about a fifth of all tokens: every page start builds a
 * token entry and every HTML file carries a CSS variable for each. A `colorPalette` naming one would render
 * without colours.
 */
export const unusedPalettes = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !(unusedPalettes as readonly string[]).includes(name)),
  ) as T;

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes: usedKeyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
      textStyles,
      layerStyles: usedLayerStyles,
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        dataList: dataListSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
      },
    },
  }),
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          fg: {
            error: { value: '{colors.red.700}' },
            muted: { value: '{colors.gray.700}' },
            subtle: { value: '{colors.gray.600}' },
          },
        },
      },
    },
    globalCss: {
      '.skip-link': { position: 'absolute', left: '-9999px', top: '0' },
      '.skip-link:focus': {
        left: '8px',
        top: '8px',
        zIndex: 'skipLink',
        background: 'white',
        padding: '8px',
        outline: '2px solid',
      },
      '*:focus-visible': { outline: '3px solid {colors.blue.600}', outlineOffset: '2px' },
    },
  }),
);

/** Marks the <style> element in a page's HTML that holds the system's global CSS (scripts/webpack/prerender-plugin.ts). */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

/**
 * Chakra computes the system's global CSS (its reset, the global styles and a CSS variable for every token: about
 * 34 KB of CSS) for every page start, and emotion's `<Global>` then serialises it and inserts it. The production build
 * writes that CSS into every HTML file as emotion would insert it (`<style data-emotion="css-global <name>"
 * data-chakra-global>`, in <head>), so the page paints with it and the app takes it from there: the system's `_global`
 * becomes emotion's serialised form named after the page's element, which `<Global>` finds in the document and adopts
 * instead of inserting anything (its `styles` are read only to insert). With the build's loader
 * (scripts/webpack/chakra-global-loader.js) Chakra then never computes it; a page without the element (the dev server,
 * jest) keeps Chakra's own. Returns whether the page's CSS was adopted.
 */
export const adoptPrebuiltGlobalCss = (
  target: object,
  root: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document,
) => {
  const name = root
    ?.querySelector(`style[${PREBUILT_GLOBAL_CSS_ATTRIBUTE}]`)
    ?.getAttribute('data-emotion')
    ?.split(' ')[1];
  if (name) (target as { _global: unknown })._global = { name, styles: '' };
  return Boolean(name);
};

adoptPrebuiltGlobalCss(system);
