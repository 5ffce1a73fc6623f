import { createSystem } from '@chakra-ui/react';
import { themeConfigs } from './theme-config';

/** The portal's Chakra system (./theme-config.ts; `theme.test.ts` fails when src/ uses a recipe left out). */
export const system = createSystem(...themeConfigs);

/** Marks the <style> element in a page's HTML that holds the system's global CSS (scripts/webpack/prerender-plugin.ts). */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

/**
 * The build writes the system's global CSS into every HTML file as emotion would insert it; the theme adopts that
 * element instead of computing and inserting the CSS at start. Without it (dev server, jest), Chakra's own is kept.
 * Returns whether the page's CSS was adopted.
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
