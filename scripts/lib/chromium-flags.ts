/**
 * The features the project's Chromium runs without, whoever starts it: the e2e suites and the hosting check
 * (Playwright), the bench (chrome-launcher, Lighthouse).
 *
 * Debian's Chromium 156, headless, builds the omnibox popup of every new browser window as two web UI pages
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode page) in a renderer of their own. Every browser context a test
 * or a bench round opens is a new window, so each would start that renderer beside the page under test, on the same
 * two cores. A phone's browser runs no such page for its tabs, and no test looks at the address bar.
 */
export const NO_WINDOW_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * The features Playwright's own launch disables (playwright-core's chromiumSwitches.ts, this version's). Chromium takes
 * the last `--disable-features` it is given, so one of ours replaces Playwright's: it carries Playwright's list too
 * (chromium-flags.test.ts compares it with the installed Playwright's).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

const DISABLE_FEATURES = '--disable-features=';

/**
 * `flags` with `features` added to their one `--disable-features` (each feature once), or to a new one at the end when
 * they have none. For a launcher whose default flags disable features of their own (chrome-launcher's).
 */
export const withDisabledFeatures = (flags: readonly string[], features: readonly string[]): string[] => {
  const at = flags.findIndex((flag) => flag.startsWith(DISABLE_FEATURES));
  const before = (flags[at] ?? DISABLE_FEATURES).slice(DISABLE_FEATURES.length).split(',').filter(Boolean);
  const merged = `${DISABLE_FEATURES}${[...new Set([...before, ...features])].join(',')}`;
  return at < 0 ? [...flags, merged] : flags.map((flag, index) => (index === at ? merged : flag));
};

/** The `--disable-features` for a browser Playwright starts: Playwright's own list, then ours. */
export const playwrightDisableFeatures = () =>
  `${DISABLE_FEATURES}${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_WINDOW_UI_FEATURES].join(',')}`;
