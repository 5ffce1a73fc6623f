import { createThemeSystem } from './theme-tokens';

/** The portal's Chakra system (./theme-config.ts; `theme.test.ts` fails when src/ uses a recipe left out). */
export const system = createThemeSystem();

/** Marks the <style> element in a page's HTML that holds the system's global CSS (scripts/webpack/prerender-plugin.ts). */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

/**
 * The build writes the system's global CSS into every HTML file as emotion would insert it; the theme adopts that
 * element instead of computing it at start (returns whether it did). Without it (dev server, jest), Chakra's is kept.
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
