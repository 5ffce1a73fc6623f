/**
 * The entry, started in steps: each runs in a task of its own (`webpackMode: "eager"`: nothing more is downloaded), so
 * keys typed into the prerendered form are handled between them; while the member types, each starts just after a
 * key's frame, in the gap before the next key. The app starts in the last step (src/start.tsx).
 */
import { runInSteps, typingGap } from './lib/run-in-steps';

// The theme's token dictionary, a stage of its build a step (scripts/webpack/chakra-token-stages-loader.js makes three).
const tokenStage = () =>
  import(/* webpackMode: "eager" */ './theme-tokens-step').then(({ buildThemeTokens }) => buildThemeTokens());
// Each step's module keeps every export it has (an `import()` whose result is not read cannot be tree-shaken), so
// each is one whose exports are all used: a rename is a type error, not silently larger code.
const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './theme-config-step'),
  tokenStage,
  tokenStage,
  tokenStage,
  () => import(/* webpackMode: "eager" */ './theme-step'),
  () => import(/* webpackMode: "eager" */ './signin-form-kit'),
  () => import(/* webpackMode: "eager" */ './app/router'),
  () => import(/* webpackMode: "eager" */ './start-store'),
  () => import(/* webpackMode: "eager" */ './start-router'),
  () => import(/* webpackMode: "eager" */ './start'),
];

void runInSteps(steps, typingGap);
