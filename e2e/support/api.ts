import type { Page } from '@playwright/test';

/** The `data` of a GET to the API from the page (its cookies, its origin unless `path` names another). */
export async function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  }, path);
}
