import type { AppRouter } from './router';
import { PRERENDERED_ATTRIBUTE } from '../lib/page-attributes';
import { waitFor } from '@testing-library/react';
import { CARRY_WAIT_MS, hydratePrerendered, keepTypedInput, SUBMITTING_ATTRIBUTE } from './hydrate';

describe('keepTypedInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a submit made before hydration (no native GET with the password in the URL) and makes it again after', () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="email" value=""><input name="password" type="password" value=""><button type="submit">go</button></form></div>';
    const container = document.getElementById('root') as HTMLElement;
    const form = container.querySelector('form') as HTMLFormElement;
    const replay = keepTypedInput(container);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    // React's handler, attached by hydration.
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('react');
    });
    replay();
    expect(submitted).toEqual(['react']);
  });

  it('makes again a submit the boot script held before the entry started', () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="email" value=""><button type="submit">go</button></form></div>';
    const container = document.getElementById('root') as HTMLElement;
    const form = container.querySelector('form') as HTMLFormElement;
    const replay = keepTypedInput(container, form);
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('react');
    });
    replay();
    replay();
    expect(submitted).toEqual(['react']);
  });

  it('makes no submit after hydration when none was made before', () => {
    document.body.innerHTML = '<div id="root"><form><input name="email" value=""></form></div>';
    const container = document.getElementById('root') as HTMLElement;
    const form = container.querySelector('form') as HTMLFormElement;
    const replay = keepTypedInput(container);
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('react');
    });
    replay();
    expect(submitted).toEqual([]);
  });

  it('after hydration, hands what was typed to React in a task of its own, and at once when a press waits', async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<div id="root"><form><input name="email" value=""></form></div>';
      const container = document.getElementById('root') as HTMLElement;
      const field = container.querySelector('input') as HTMLInputElement;
      const replay = keepTypedInput(container);
      field.value = 'a@example.com';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const seenByReact: string[] = [];
      container.addEventListener('input', () => seenByReact.push(field.value));
      replay.afterHydration();
      expect(seenByReact).toEqual([]);
      await jest.advanceTimersByTimeAsync(0);
      expect(seenByReact).toEqual(['a@example.com']);

      const form = container.querySelector('form') as HTMLFormElement;
      const held = keepTypedInput(container, form);
      const submitted: string[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push('react');
      });
      held.afterHydration();
      expect(submitted).toEqual(['react']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('hydratePrerendered', () => {
  const router = {
    state: { initialized: true, matches: [{ route: { id: 'Signin' } }], errors: null, location: { state: null } },
    subscribe: () => () => undefined,
  } as unknown as AppRouter;
  const prerenderedRoot = () => {
    const container = document.createElement('div');
    container.setAttribute(PRERENDERED_ATTRIBUTE, 'Signin');
    return container;
  };

  it('hydrates the Japanese markup of the route', async () => {
    const mount = { hydrate: jest.fn(), render: jest.fn() };
    await expect(hydratePrerendered(prerenderedRoot(), router, mount)).resolves.toBe('hydrated');
    expect(mount.render).not.toHaveBeenCalled();
  });

  it('renders afresh a page shown in another language than its (Japanese) markup', async () => {
    const mount = { hydrate: jest.fn(), render: jest.fn() };
    await expect(hydratePrerendered(prerenderedRoot(), router, mount, { otherLanguage: true })).resolves.toBe(
      'rendered',
    );
    expect(mount.hydrate).not.toHaveBeenCalled();
  });

  it('waits for what the app carries on: signed in and navigating away, the page is rendered afresh, never hydrated', async () => {
    const mount = { hydrate: jest.fn(), render: jest.fn() };
    let signedIn: (value: boolean) => void = () => undefined;
    const carry = jest.fn(() => new Promise<boolean>((resolve) => (signedIn = resolve)));
    // The router's location is still the page's while the navigation away is under way.
    const outcome = hydratePrerendered(prerenderedRoot(), router, mount, { carry });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(carry).toHaveBeenCalledTimes(1);
    expect([mount.hydrate.mock.calls, mount.render.mock.calls]).toEqual([[], []]);
    signedIn(true);
    await expect(outcome).resolves.toBe('rendered');
    expect(mount.hydrate).not.toHaveBeenCalled();
    expect(mount.render).toHaveBeenCalledTimes(1);
  });

  it('hydrates the page once what the app carries on has waited its time without an answer (a stalled request)', async () => {
    jest.useFakeTimers();
    try {
      const mount = { hydrate: jest.fn(), render: jest.fn() };
      const outcome = hydratePrerendered(prerenderedRoot(), router, mount, {
        carry: () => new Promise(() => undefined),
      });
      await jest.advanceTimersByTimeAsync(CARRY_WAIT_MS - 1);
      expect(mount.hydrate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe('hydrated');
    } finally {
      jest.useRealTimers();
    }
  });

  it('hydrates the page after what the app carried on failed or was refused, and carries nothing for another route', async () => {
    for (const carried of [Promise.resolve(false), Promise.reject(new Error('chunk'))]) {
      const mount = { hydrate: jest.fn(), render: jest.fn() };
      await expect(hydratePrerendered(prerenderedRoot(), router, mount, { carry: () => carried })).resolves.toBe(
        'hydrated',
      );
    }
    const carry = jest.fn(() => Promise.resolve(true));
    const mount = { hydrate: jest.fn(), render: jest.fn() };
    await expect(hydratePrerendered(prerenderedRoot(), router, mount, { carry, otherLanguage: true })).resolves.toBe(
      'rendered',
    );
    expect(carry).not.toHaveBeenCalled();
  });

  it("renders a page that is not prerendered only once the router's first navigation has finished", async () => {
    // index.html's shell (or the app shell of /account) stays on screen while the guards and the loader run.
    let initialized = false;
    const listeners = new Set<(state: { initialized: boolean }) => void>();
    const starting = {
      get state() {
        return { initialized, matches: [], errors: null, location: { state: null } };
      },
      subscribe: (listener: (state: { initialized: boolean }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as AppRouter;
    const mount = { hydrate: jest.fn(), render: jest.fn() };
    const outcome = hydratePrerendered(document.createElement('div'), starting, mount);
    await Promise.resolve();
    // A navigation under way (e.g. the guards' redirect to /signin) is not the end of the first one.
    listeners.forEach((listener) => listener({ initialized: false }));
    await Promise.resolve();
    expect(mount.render).not.toHaveBeenCalled();
    initialized = true;
    listeners.forEach((listener) => listener({ initialized: true }));
    await expect(outcome).resolves.toBe('rendered');
    expect(mount.render).toHaveBeenCalledTimes(1);
    expect(mount.hydrate).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('keepTypedInput: the events React would hydrate the whole page for', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="email" value=""><button type="submit">go</button></form></div><p id="outside"></p>';
    const container = document.getElementById('root') as HTMLElement;
    // React's listeners sit on the root container (capture and bubble).
    const seenByReact: string[] = [];
    for (const type of ['keydown', 'keyup', 'input', 'click', 'pointerdown'])
      container.addEventListener(type, (event) => seenByReact.push(event.type), true);
    const email = container.querySelector('input') as HTMLInputElement;
    return { container, email, seenByReact };
  };

  it('keeps keys, clicks and input inside the page from React while it hydrates, and hands the typed text over after', () => {
    const { container, email, seenByReact } = page();
    const replay = keepTypedInput(container);
    const keydown = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    email.dispatchEvent(keydown);
    email.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    email.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    email.value = 'a';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seenByReact).toEqual([]);
    // Only the propagation stops: the browser still types the key.
    expect(keydown.defaultPrevented).toBe(false);

    replay();
    expect(seenByReact).toEqual(['input']);
    expect(email.value).toBe('a');
    email.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
    expect(seenByReact).toEqual(['input', 'keyup']);
  });

  it('a submit while React hydrates: the button shows busy at once, then React is made to finish hydrating', async () => {
    // Fake timers until React starts hydrating, so that "not yet" is checked after every timer set by then has run.
    jest.useFakeTimers();
    const { container, email, seenByReact } = page();
    const form = container.querySelector('form') as HTMLFormElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    const replay = keepTypedInput(container);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // Held (the browser's own submit would send the password in the URL), and shown busy before React has the form.
    expect(submit.defaultPrevented).toBe(true);
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // React has not started hydrating: nothing to hurry yet (no timer set by now makes it so).
    jest.runAllTimers();
    expect(seenByReact).toEqual([]);
    jest.useRealTimers();

    replay.hydrationStarted();
    expect(seenByReact).toEqual([]);
    // After the next paint, a key event reaches React (which hydrates the whole page inside it), and so do the
    // member's own events from then on.
    await waitFor(() => expect(seenByReact).toEqual(['keydown']));
    email.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
    expect(seenByReact).toEqual(['keydown', 'keyup']);

    const submitted = jest.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    replay();
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('a submit the boot script held before the entry is hurried as soon as React hydrates', async () => {
    const { container, seenByReact } = page();
    const form = container.querySelector('form') as HTMLFormElement;
    const replay = keepTypedInput(container, form);
    // Busy as soon as the app runs, before React hydrates.
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(true);
    expect(seenByReact).toEqual([]);
    replay.hydrationStarted();
    await waitFor(() => expect(seenByReact).toEqual(['keydown']));
  });

  it('a passkey press the boot script held, or one made while React hydrates, hurries the hydration too', async () => {
    const { container, seenByReact } = page();
    container.querySelector('form')?.insertAdjacentHTML('beforeend', '<button type="button">passkey</button>');
    const passkey = container.querySelector('button[type="button"]') as HTMLButtonElement;
    const held = keepTypedInput(container, undefined, undefined, passkey);
    held.hydrationStarted();
    await waitFor(() => expect(seenByReact).toEqual(['keydown']));
    // Not marked as a submit: the boot script shows the passkey press's own busy state.
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(false);
    held.discard();

    seenByReact.length = 0;
    const later = keepTypedInput(container);
    later.hydrationStarted();
    passkey.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(seenByReact).toEqual([]);
    await waitFor(() => expect(seenByReact).toEqual(['keydown']));
  });

  it.each(['a passkey press', 'a submit'])(
    '%s whose sign-in the boot script carries hurries the hydration only once its last request has left',
    async (press) => {
      const { container, seenByReact } = page();
      container.querySelector('form')?.insertAdjacentHTML('beforeend', '<button type="button">passkey</button>');
      const passkey = container.querySelector('button[type="button"]') as HTMLButtonElement;
      const form = container.querySelector('form') as HTMLFormElement;
      let sent = () => undefined as void;
      const requestsSent = new Promise<void>((resolve) => {
        sent = resolve;
      });
      const held =
        press === 'a submit'
          ? keepTypedInput(container, form, undefined, undefined, () => requestsSent)
          : keepTypedInput(container, undefined, undefined, passkey, () => requestsSent);
      held.hydrationStarted();
      // Past the next paint (250 ms at the latest): still not hurried.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenByReact).toEqual([]);
      sent();
      await waitFor(() => expect(seenByReact).toEqual(['keydown']));
    },
  );

  it("starts the page's warm-up once: at once when the member is in a field already, else at the first touch", () => {
    const { container, email } = page();
    const intents: string[] = [];
    email.focus();
    keepTypedInput(container, undefined, () => intents.push('focused'));
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(intents).toEqual(['focused']);

    email.blur();
    keepTypedInput(container, undefined, () => intents.push('later'));
    expect(intents).toEqual(['focused']);
    email.focus();
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(intents).toEqual(['focused', 'later']);
  });

  it("starts the page's warm-up at once for a press the boot script held (a sign-in under way)", () => {
    const { container } = page();
    const form = container.querySelector('form') as HTMLFormElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    const intents: string[] = [];
    keepTypedInput(container, form, () => intents.push('submitted'));
    keepTypedInput(container, undefined, () => intents.push('clicked'), button);
    keepTypedInput(container, undefined, () => intents.push('nothing held'));
    expect(intents).toEqual(['submitted', 'clicked']);
  });

  it('typing alone never hurries the hydration', () => {
    jest.useFakeTimers();
    const { container, email, seenByReact } = page();
    const replay = keepTypedInput(container);
    replay.hydrationStarted();
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // Every timer set by now has run (a hurry comes after the next paint, or 250 ms at the latest).
    jest.runAllTimers();
    expect(seenByReact).toEqual([]);
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(false);
  });

  it('makes again, after hydration, a click on a button only React acts on (the language switch)', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="en"><span>English</span></button><form><button type="submit">go</button></form></div>';
    const container = document.getElementById('root') as HTMLElement;
    const replay = keepTypedInput(container);
    const clicks: string[] = [];
    container.addEventListener('click', (event) => clicks.push((event.target as Element).id || 'other'));
    (container.querySelector('#en span') as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).toEqual([]);
    replay();
    expect(clicks).toEqual(['en']);
  });

  it('makes again, after hydration, the passkey button press the boot script held before the entry came', () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="email"><button type="button" id="passkey">パスキー</button></form></div>';
    const container = document.getElementById('root') as HTMLElement;
    const passkey = container.querySelector('#passkey') as HTMLButtonElement;
    const replay = keepTypedInput(container, undefined, undefined, passkey);
    const clicks: string[] = [];
    container.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    replay();
    expect(clicks).toEqual(['passkey']);
  });

  it('lets events outside the page through, and all of them once released for a fresh render', () => {
    const { container, email, seenByReact } = page();
    const outside: string[] = [];
    const other = document.getElementById('outside') as HTMLElement;
    other.addEventListener('keydown', (event) => outside.push(event.type));
    const replay = keepTypedInput(container);
    other.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(outside).toEqual(['keydown']);
    replay.discard();
    email.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(seenByReact).toEqual(['keydown']);
    // The fresh page's own submits are React's alone: not held, not marked busy.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(container.hasAttribute(SUBMITTING_ATTRIBUTE)).toBe(false);
    expect(container.querySelector('button')?.hasAttribute('aria-busy')).toBe(false);
  });
});
