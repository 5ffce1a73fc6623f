/** The next task: what the browser has queued meanwhile (a key, a click) runs before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the steps one after the other, each in a task of its own: between two steps the browser handles the input that
 * came meanwhile, instead of after all of them (src/main.tsx).
 */
export const runInSteps = async (steps: readonly (() => Promise<unknown>)[], yieldToBrowser = nextTask) => {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
};
