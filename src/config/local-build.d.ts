/**
 * Whether this is a local (develop) build. The build writes the answer in (webpack.config.ts, DefinePlugin), so a
 * staging or production bundle folds local-only code away; jest defines it as true (jest.config.ts).
 */
declare const PORTAL_LOCAL_BUILD: boolean;
