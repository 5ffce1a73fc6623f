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
      tokens,
      semanticTokens,
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
