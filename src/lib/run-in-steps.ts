/** The next task: what the browser has queued meanwhile (a key, a click) runs before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the steps each in a task of its own, so the browser handles input between two steps. */
export const runInSteps = async (steps: readonly (() => Promise<unknown>)[], yieldToBrowser = nextTask) => {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
};
