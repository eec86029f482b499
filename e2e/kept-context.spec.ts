import { expect, test } from './support/test';

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
});

test('the next test on the worker finds none of it', async ({ page }) => {
  await page.goto('/');
  const found = await page.evaluate(async () => ({
    local: localStorage.getItem('kept-context-probe'),
    databases: (await indexedDB.databases()).map(({ name }) => name),
  }));
  expect(found.local).toBeNull();
  expect(found.databases).not.toContain('kept-context-probe');
});
