/** The theme's step of the entry (src/main.tsx): only what the app uses of src/ui/theme.ts, so nothing else is kept. */
export { system } from './ui/theme';
