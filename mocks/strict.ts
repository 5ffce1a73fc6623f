import { format } from 'node:util';

/**
 * The strict suite (mocks/setup.ts): a console.error or console.warn line, or a request no msw handler answers,
 * fails the test during which it happened, with the lines in the failure. A test that provokes a line on purpose
 * declares it with `expectConsole`, and then fails if the line does not come.
 */

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

let unexpected: string[] = [];
let expected: Expected[] = [];
let tolerated: { level: Level; pattern: RegExp }[] = [];

/** Declares a console line this test provokes on purpose (e.g. React's report of a render error it catches). */
export const expectConsole = (level: Level, pattern: RegExp) => {
  expected.push({ level, pattern, seen: false });
};

/**
 * Lets lines matching the pattern pass for the current test, whether or not they come (call it in a beforeEach for a
 * whole file). Only for lines the test cannot avoid and that say nothing about the code under test, each with its
 * reason beside the call (e.g. Amplify's notice that the test dispatches on its protected Hub channel).
 */
export const tolerateConsole = (level: Level, pattern: RegExp) => {
  tolerated.push({ level, pattern });
};

/**
 * Redux Toolkit's development checks say how long one pass took when it was over their `warnAfter` (src/app/store.ts):
 * on a starved CI host (jest beside the Playwright suite) a pass of a small state took 990 ms. The line measures the
 * host, not the code under test, so it fails no test.
 */
const HOST_SPEED = /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/;

const capture =
  (level: Level) =>
  (...args: unknown[]) => {
    const line = format(...args);
    if (level === 'warn' && HOST_SPEED.test(line)) return;
    if (tolerated.some((entry) => entry.level === level && entry.pattern.test(line))) return;
    const match = expected.find((entry) => entry.level === level && entry.pattern.test(line));
    if (match) match.seen = true;
    else unexpected.push(`console.${level}: ${line}`);
  };

/** Replaces console.error/warn once for the test file; a test's own jest.spyOn(console, …) still sits on top. */
export const installConsoleCapture = () => {
  console.error = capture('error');
  console.warn = capture('warn');
};

export const recordUnhandledRequest = (method: string, url: string) => {
  unexpected.push(`unhandled request: ${method} ${url} (no msw handler; declare it with server.use)`);
};

/** Called after each test (and once after the file): throws with everything unexpected since the last call. */
export const failOnUnexpected = (when: string) => {
  const missing = expected
    .filter((entry) => !entry.seen)
    .map((entry) => `expected console.${entry.level} matching ${entry.pattern} never came`);
  const problems = [...unexpected, ...missing];
  unexpected = [];
  expected = [];
  tolerated = [];
  if (problems.length)
    throw new Error(
      `${when}:\n${problems.map((problem) => `  - ${problem.split('\n').slice(0, 6).join('\n    ')}`).join('\n')}`,
    );
};
