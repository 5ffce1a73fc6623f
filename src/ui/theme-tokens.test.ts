import type * as Chakra from '@chakra-ui/react';

/** ./theme-tokens.ts evaluated afresh against a createSystem with or without the build's stages. */
const load = (stages: boolean) => {
  const actual = jest.requireActual<typeof Chakra>('@chakra-ui/react');
  const prepared = { tokens: 'dictionary' };
  const system = { name: 'system' };
  const prepare = jest.fn(() => prepared);
  const from = jest.fn(() => system);
  const createSystem = Object.assign(
    jest.fn(() => system),
    stages ? { prepare, from } : {},
  );
  jest.resetModules();
  jest.doMock('@chakra-ui/react', () => ({ ...actual, createSystem }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated afresh, with the mock above
  const module = require('./theme-tokens') as typeof import('./theme-tokens');
  return { createSystem, prepare, from, prepared, system, ...module };
};

afterEach(() => jest.dontMock('@chakra-ui/react'));

describe('the theme in stages', () => {
  it("builds the token dictionary when its step evaluates the module, and the system from it in the theme's step", () => {
    const { createSystem, prepare, from, prepared, system, themeTokens, createThemeSystem } = load(true);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]).toEqual([expect.objectContaining({ theme: expect.any(Object) })]);
    expect(themeTokens).toBe(prepared);
    expect(from).not.toHaveBeenCalled();
    expect(createThemeSystem()).toBe(system);
    expect(from).toHaveBeenCalledWith(prepared);
    expect(createSystem).not.toHaveBeenCalled();
  });

  it('without the stages (jest, a build without the loader) creates the system in one call', () => {
    const { createSystem, system, themeTokens, createThemeSystem } = load(false);
    expect(themeTokens).toBeUndefined();
    expect(createThemeSystem()).toBe(system);
    expect(createSystem).toHaveBeenCalledTimes(1);
    expect(createSystem.mock.calls[0]).toEqual([expect.objectContaining({ theme: expect.any(Object) })]);
  });
});
