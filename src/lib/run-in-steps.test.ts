import { inputRhythm, runInSteps } from './run-in-steps';

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

describe('inputRhythm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A page whose clock is the fake timers' and whose frames are painted 16 ms after they are asked for. */
  const page = () => {
    const target = new EventTarget();
    const frames: number[] = [];
    const frame = () =>
      new Promise<void>((resolve) => {
        frames.push(Date.now());
        setTimeout(resolve, 16);
      });
    /** A key the member pressed at `timeStamp`, handled now. */
    const press = (timeStamp = Date.now()) => {
      const event = new Event('keydown');
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      target.dispatchEvent(event);
    };
    const rhythm = inputRhythm(target, { frame, now: () => Date.now() });
    /** A submit, or a click on `element`. */
    const finish = (type: 'submit' | 'click', element: Element = document.body) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: element });
      target.dispatchEvent(event);
    };
    return { rhythm, press, finish, frames, target };
  };

  /** When the yield resolves, in fake ms from now. */
  const settle = async (yielded: Promise<void>) => {
    const start = Date.now();
    let at = Number.NaN;
    void yielded.then(() => {
      at = Date.now() - start;
    });
    for (let i = 0; i < 1000 && Number.isNaN(at); i++) await jest.advanceTimersByTimeAsync(1);
    return at;
  };

  it('at rest: the next task', async () => {
    const { rhythm, frames } = page();
    expect(await settle(rhythm.betweenInputs())).toBeLessThanOrEqual(1);
    expect(frames).toEqual([]);
    rhythm.stop();
  });

  it('while the member types: waits for the next key and its frame, so the step starts at the gap after it', async () => {
    const { rhythm, press, frames } = page();
    press();
    await jest.advanceTimersByTimeAsync(50);
    const yielded = rhythm.betweenInputs();
    await jest.advanceTimersByTimeAsync(40);
    expect(frames).toEqual([]);
    const keyAt = Date.now();
    press();
    const after = await settle(yielded);
    expect(frames).toEqual([keyAt]);
    expect(after).toBe(16);
    rhythm.stop();
  });

  it.each([
    ['a key handled late (pressed during the step, long ago) does not count as the gap', undefined],
    ['an input event, stamped when the page handles it, is no key', 'input'],
  ])('%s: the next key is waited for', async (_case, handledMeanwhile) => {
    const { rhythm, press, frames, target } = page();
    const pressedAt = Date.now();
    await jest.advanceTimersByTimeAsync(60);
    press(pressedAt);
    const yielded = rhythm.betweenInputs();
    await jest.advanceTimersByTimeAsync(1);
    if (handledMeanwhile) target.dispatchEvent(new Event(handledMeanwhile));
    await jest.advanceTimersByTimeAsync(30);
    expect(frames).toEqual([]);
    press();
    await settle(yielded);
    expect(frames).toHaveLength(1);
    rhythm.stop();
  });

  it('a key pressed just now: only its frame is waited for', async () => {
    const { rhythm, press, frames } = page();
    press();
    expect(await settle(rhythm.betweenInputs())).toBe(16);
    expect(frames).toHaveLength(1);
    rhythm.stop();
  });

  it('a key pressed during that frame is waited for too', async () => {
    const { rhythm, press, frames } = page();
    press();
    const yielded = rhythm.betweenInputs();
    await jest.advanceTimersByTimeAsync(8);
    press();
    await settle(yielded);
    expect(frames).toHaveLength(2);
    rhythm.stop();
  });

  it('when the keys stop, gives up waiting at the end of the typing gap', async () => {
    const { rhythm, press, frames } = page();
    press();
    await jest.advanceTimersByTimeAsync(100);
    expect(await settle(rhythm.betweenInputs())).toBe(150);
    expect(frames).toEqual([]);
    rhythm.stop();
  });

  it('a submit ends the typing: nothing waits for a next key, neither before the step nor after it', async () => {
    const { rhythm, press, finish, frames } = page();
    press();
    await jest.advanceTimersByTimeAsync(50);
    const yielded = rhythm.betweenInputs();
    await jest.advanceTimersByTimeAsync(10);
    finish('submit');
    expect(await settle(yielded)).toBeLessThanOrEqual(1);
    expect(await settle(rhythm.betweenInputs())).toBeLessThanOrEqual(1);
    expect(frames).toEqual([]);
    rhythm.stop();
  });

  it('so does a click on a button; a click on a field is part of typing', async () => {
    const { rhythm, press, finish } = page();
    const field = document.createElement('input');
    const button = document.createElement('button');
    button.append(document.createElement('span'));
    press();
    await jest.advanceTimersByTimeAsync(50);
    finish('click', field);
    expect(await settle(rhythm.betweenInputs())).toBeGreaterThan(100);
    press();
    await jest.advanceTimersByTimeAsync(50);
    finish('click', button.firstElementChild!);
    expect(await settle(rhythm.betweenInputs())).toBeLessThanOrEqual(1);
    rhythm.stop();
  });

  it('stop removes its listeners: later keys are not followed', async () => {
    const { rhythm, press } = page();
    rhythm.stop();
    press();
    expect(await settle(rhythm.betweenInputs())).toBeLessThanOrEqual(1);
  });
});
