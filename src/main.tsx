/**
 * The entry, started in steps (issue 23 item 3). On a prerendered page the boot script (src/boot) starts it at the
 * member's first intent, a click or a key, while the member goes on typing into the HTML form. Run in one go, the
 * entry's modules (React, Chakra and the theme, the form kit, the router and the pages' table, the store) were one
 * task of about half a second at a 4x-slowed CPU, and every key typed meanwhile waited for it. Here each step runs
 * in a task of its own (`webpackMode: "eager"`: the modules stay in `main.js`, nothing more is downloaded), and
 * between two steps the browser takes the keys that came. The app itself starts in the last step (src/start.tsx),
 * which takes the boot's handoff: until then the boot script still holds a submit.
 */
import { runInSteps } from './lib/run-in-steps';

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@chakra-ui/react'),
  () => import(/* webpackMode: "eager" */ './ui/theme'),
  () => import(/* webpackMode: "eager" */ './signin-form-kit'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager" */ './app/router'),
  () => import(/* webpackMode: "eager" */ './start'),
];

void runInSteps(steps);
