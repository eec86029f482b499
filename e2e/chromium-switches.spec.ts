import { readFileSync } from 'node:fs';
import {
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  chromiumArgs,
  chromiumExecutable,
} from '../chromium.config';
import { chromium, expect, test, type Browser } from './support/test';

/** The browser-UI pages (Chromium's own, such as the address bar's popups) a new context of `browser` opens. */
async function browserUiPages(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  await context.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  await context.close();
  return targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url);
}

test('the tests keep every feature Playwright turns off, and turn off the address bar popups', async ({
  browser,
}) => {
  // Chromium with Playwright's switches alone: theirs is the only --disable-features.
  const server = await chromium.launchServer({ executablePath: chromiumExecutable, args: ['--no-sandbox'] });
  let playwrights: string[];
  try {
    const pid = server.process().pid;
    const switches = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const disabled = switches.filter((arg) => arg.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    playwrights = disabled[0]!.slice('--disable-features='.length).split(',');
    expect([...playwrights].sort()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort());
    // What the popup features make: pages of their own in every new context.
    const plain = await chromium.connect(server.wsEndpoint());
    expect(await browserUiPages(plain)).toContain('chrome://omnibox-popup.top-chrome/');
    await plain.close();
  } finally {
    await server.close();
  }

  // The tests' browser: one --disable-features of ours, which Chromium reads in place of Playwright's, naming
  // every feature Playwright's names and the popups'.
  const ours = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
  expect(ours).toHaveLength(1);
  const named = ours[0]!.slice('--disable-features='.length).split(',');
  expect(named).toEqual(expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES]));
  expect(await browserUiPages(browser)).toEqual([]);
});
