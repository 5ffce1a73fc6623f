/**
 * The entry, started in steps (issue 23 item 3). On a prerendered page the boot script (src/boot) starts it at the
 * member's first intent, a click or a key, while the member goes on typing into the HTML form. Run in one go, the
 * entry's modules were one task of about half a second at a 4x-slowed CPU, and every key typed meanwhile waited for
 * it. Here each step runs in a task of its own (`webpackMode: "eager"`: the modules stay in `main.js`, nothing more is
 * downloaded), and between two steps the browser takes the keys that came. The steps: react-dom, Chakra and the theme,
 * the form kit, the router with the pages' table (each step a module boundary, which costs bytes: five of them). The
 * app itself starts in the last step (src/start.tsx), which takes the boot's handoff: until then the boot script
 * still holds a submit.
 */
import { runInSteps } from './lib/run-in-steps';

// `webpackExports` names what each step's module is used for: an `import()` whose result is not read would keep
// every export of the module (all of Chakra, all of React Router) and undo tree shaking.
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
