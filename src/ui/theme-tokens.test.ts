import type * as Chakra from '@chakra-ui/react';

/** ./theme-tokens.ts evaluated afresh against a createSystem with or without the build's stages. */
const load = (stages: boolean) => {
  const actual = jest.requireActual<typeof Chakra>('@chakra-ui/react');
  const built: string[] = [];
  const prepared = {
    tokens: 'dictionary',
    stages: ['first', 'second'].map((stage) => () => void built.push(stage)),
  };
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
  return { createSystem, prepare, from, prepared, system, built, ...module };
};

afterEach(() => jest.dontMock('@chakra-ui/react'));

describe('the theme in stages', () => {
  it("prepares the token dictionary when the module is evaluated, and the system from it in the theme's step", () => {
    const { createSystem, prepare, from, prepared, system, themeTokens, createThemeSystem } = load(true);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]).toEqual([expect.objectContaining({ theme: expect.any(Object) })]);
    expect(themeTokens).toBe(prepared);
    expect(from).not.toHaveBeenCalled();
    expect(createThemeSystem()).toBe(system);
    expect(from).toHaveBeenCalledWith(prepared);
    expect(createSystem).not.toHaveBeenCalled();
  });

  it("builds the dictionary a stage a call, in order, each once, then hands it to the theme's step", () => {
    const { built, buildThemeTokens, createThemeSystem, from, prepared } = load(true);
    buildThemeTokens();
    expect(built).toEqual(['first']);
    buildThemeTokens();
    buildThemeTokens();
    expect(built).toEqual(['first', 'second']);
    expect(prepared.stages).toEqual([]);
    createThemeSystem();
    expect(from).toHaveBeenCalledWith(prepared);
  });

  it('without the stages (jest, a build without the loader) creates the system in one call', () => {
    const { createSystem, system, themeTokens, createThemeSystem, buildThemeTokens } = load(false);
    expect(themeTokens).toBeUndefined();
    buildThemeTokens();
    expect(createThemeSystem()).toBe(system);
    expect(createSystem).toHaveBeenCalledTimes(1);
    expect(createSystem.mock.calls[0]).toEqual([expect.objectContaining({ theme: expect.any(Object) })]);
  });
});
