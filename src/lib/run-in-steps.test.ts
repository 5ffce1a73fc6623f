import { runInSteps } from './run-in-steps';

describe('runInSteps', () => {
  it('runs the steps in order, each in its own task: a key queued during one step is handled before the next', async () => {
    const seen: string[] = [];
    await runInSteps([
      async () => {
        seen.push('step 1');
        // A key the member presses while step 1 runs: queued as a task of its own.
        setTimeout(() => seen.push('key'), 0);
      },
      async () => {
        seen.push('step 2');
      },
    ]);
    expect(seen).toEqual(['step 1', 'key', 'step 2']);
  });

  it('stops at a step that fails', async () => {
    const later = jest.fn();
    await expect(
      runInSteps([
        async () => {
          throw new Error('no');
        },
        later,
      ]),
    ).rejects.toThrow('no');
    expect(later).not.toHaveBeenCalled();
  });
});
