/** The theme's token dictionary's step of the entry (src/main.tsx), between the configuration's and the theme's. */
export { themeTokens } from './ui/theme-tokens';
