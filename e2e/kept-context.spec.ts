import { expect, test, type Page } from './support/test';

/** What the probe of these tests left in `page`'s origin: its local storage item, and whether its database exists. */
function storedProbe(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.getItem('kept-context-probe'),
    database: (await indexedDB.databases()).some(({ name }) => name === 'kept-context-probe'),
  }));
}

// The worker's kept context (support/test.ts) is reset between tests: what one test stored, in any of its tabs,
// must not reach the next. Serial, so that the second test runs right after the first, on the same worker.
test.describe.configure({ mode: 'serial' });

test('a test stores something in a tab of its own', async ({ context }) => {
  const tab = await context.newPage();
  await tab.goto('/');
  await tab.evaluate(async () => {
    localStorage.setItem('kept-context-probe', 'left behind');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('kept-context-probe', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('left');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
    });
  });
  // Stored indeed, so that the next test's "none" means the reset cleared it.
  expect(await storedProbe(tab)).toEqual({ local: 'left behind', database: true });
});

test('the next test on the worker finds none of it', async ({ page }) => {
  await page.goto('/');
  expect(await storedProbe(page)).toEqual({ local: null, database: false });
});
