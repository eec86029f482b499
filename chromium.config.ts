// How every test launches Debian's Chromium (never a downloaded browser, DESIGN.md §7): shared by the
// Vitest browser project and the Playwright e2e config.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off when it launches Chromium (its `chromiumSwitches`). Chromium reads only the
 * last `--disable-features` switch, and Playwright's comes before ours, so ours must name them again.
 * e2e/chromium-switches.spec.ts fails when Playwright's list changes.
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
];

/**
 * The address bar's suggestion popups, which Chromium draws as pages of its own (`chrome://omnibox-popup.top-chrome`):
 * every new browser context made them at once, in a renderer process of their own, although a headless browser
 * shows no address bar. A tenth of the e2e tests' CPU (22 such renderers in a run of 37 tests, 13.8 s of 129 s).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// This machine's network is closed: background services would only fail, many at a time.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
