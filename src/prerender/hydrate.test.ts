import { keepTypedInput } from './hydrate';

describe('keepTypedInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a submit made before hydration (no native GET with the password in the URL) and makes it again after', () => {
    document.body.innerHTML = '<div id="root"><form><input name="email" value=""><input name="password" type="password" value=""><button type="submit">go</button></form></div>';
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
    document.body.innerHTML = '<div id="root"><form><input name="email" value=""><button type="submit">go</button></form></div>';
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
