import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The production build (`npm run build`): what gets hosted. */
export const distDir = path.join(root, 'dist');

/** The chunk graph of the last production build, written by webpack.config.ts for `npm run budget` (not hosted). */
export const buildStatsFile = path.join(root, '.tmp', 'webpack-stats.json');
