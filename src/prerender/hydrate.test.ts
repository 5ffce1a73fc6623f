import type { AppRouter } from '../app/router';
import { PRERENDERED_ATTRIBUTE } from '../boot/attributes';
import { hydratePrerendered, keepTypedInput } from './hydrate';

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
