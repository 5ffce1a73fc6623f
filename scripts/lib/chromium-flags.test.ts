import fs from 'node:fs';
import {
  NO_WINDOW_UI_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  playwrightDisableFeatures,
  withDisabledFeatures,
} from './chromium-flags';

/** The features the installed Playwright disables, read from its chromiumSwitches module in its bundle. */
const installedPlaywrightFeatures = () => {
  const bundle = fs.readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's bundle no longer lists its disabled features as expected");
  const code = list.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([^"]+)"/g)].map(([, feature]) => feature);
};

describe('the features the project starts Chromium without', () => {
  it("carry the installed Playwright's own list, which a --disable-features of ours replaces", () => {
    const installed = installedPlaywrightFeatures();
    expect(installed.length).toBeGreaterThan(0);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it("give Playwright's browser one --disable-features: Playwright's list, then the window's web UI", () => {
    expect(playwrightDisableFeatures()).toBe(
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_WINDOW_UI_FEATURES].join(',')}`,
    );
  });

  it("add to a launcher's own --disable-features in place, each feature once, and keep its other flags", () => {
    const launcher = ['--disable-extensions', '--disable-features=Translate,MediaRouter', '--mute-audio'];
    expect(withDisabledFeatures(launcher, ['MediaRouter', ...NO_WINDOW_UI_FEATURES])).toEqual([
      '--disable-extensions',
      '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      '--mute-audio',
    ]);
    expect(launcher[1]).toBe('--disable-features=Translate,MediaRouter');
  });

  it('add a --disable-features at the end of flags that have none', () => {
    expect(withDisabledFeatures(['--headless'], NO_WINDOW_UI_FEATURES)).toEqual([
      '--headless',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });
});
