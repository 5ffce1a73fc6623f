import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
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

/** The keyframes and layer styles something here uses; Chakra's full sets would ship in every first load. */
export const usedKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
};
export const usedLayerStyles = { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } };

/**
 * Palettes nothing here uses (`theme.test.ts`): each adds tokens to every page start and CSS variables to every HTML
 * file. A `colorPalette` naming one would render without colours.
 */
export const unusedPalettes = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T) =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !(unusedPalettes as readonly string[]).includes(name)),
  ) as T;

const JAPANESE_FONTS = "'Noto Sans JP', 'Noto Sans CJK JP', 'Hiragino Sans', sans-serif";

/** With only the recipes used; merged in a step of the entry before the theme's (src/main.tsx, ./theme.ts). */
export const themeConfig = mergeConfigs(
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
      // Headings as the body (index.html): Japanese first, not each Japanese glyph through Latin fonts to the fallback.
      tokens: { fonts: { heading: { value: JAPANESE_FONTS }, body: { value: JAPANESE_FONTS } } },
      semanticTokens: {
        colors: {
          // Chakra's palette rings (gray.400 on white, orange.500 in a warning) fall below 3:1: every control's ring
          // is the global focus blue instead.
          ...Object.fromEntries(
            ['gray', 'red', 'orange', 'green', 'blue'].map((palette) => [
              palette,
              { focusRing: { value: '{colors.blue.600}' } },
            ]),
          ),
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
