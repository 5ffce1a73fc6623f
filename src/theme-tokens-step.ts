/** The theme's token dictionary's steps of the entry (src/main.tsx): each builds a stage of it. */
export { buildThemeTokens } from './ui/theme-tokens';
