import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Chakra's defaults, with error and muted text dark enough for WCAG AA contrast on white. */
export const system = createSystem(
  defaultConfig,
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
      '.skip-link:focus': { left: '8px', top: '8px', zIndex: 'skipLink', background: 'white', padding: '8px', outline: '2px solid' },
      '*:focus-visible': { outline: '3px solid {colors.blue.600}', outlineOffset: '2px' },
    },
  }),
);
