/**
 * The entry, started in steps: each runs in a task of its own (`webpackMode: "eager"`: nothing more is downloaded), so
 * keys typed into the prerendered form are handled between them. The app starts in the last step (src/start.tsx).
 */
import { runInSteps } from './lib/run-in-steps';

// `webpackExports` keeps tree shaking: an `import()` whose result is not read would keep every export.
const steps = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot", "createRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["system"] */ './ui/theme'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["TextField", "BusyButton", "FormAlert", "PageHeading", "validateWith", "useOriginatingService"] */ './signin-form-kit'
    ),
  () => import(/* webpackMode: "eager", webpackExports: ["createAppRouter"] */ './app/router'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ './start'),
];

void runInSteps(steps);
