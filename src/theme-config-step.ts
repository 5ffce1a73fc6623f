/** The theme configuration's step of the entry (src/main.tsx), before the theme's: only what src/ui/theme.ts takes. */
export { themeConfig } from './ui/theme-config';
