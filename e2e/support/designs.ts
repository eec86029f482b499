import type { Page } from '@playwright/test';

/** A 1×1 PNG: the smallest picture (the upload endpoint takes it; a save takes only its layout's size). */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SQUARE_LAYOUT = { key: 'pozters.squared', width: 800, height: 800, name: 'Squared' };

/** A design document on the 800×800 layout with these objects. */
export function squareDesign(objects: Record<string, unknown>[] = []): Record<string, unknown> {
  return {
    version: 1,
    layout: SQUARE_LAYOUT,
    viewport: { width: 800, height: 800, scale: 0.5 },
    background: { color: '#ffffff', image: null },
    objects,
  };
}

/**
 * Stores designs through the API from the signed-in page, as the editor would (same cookies, the
 * anti-forgery header); answers their ids and hashes in order.
 */
export async function saveThroughApi(
  page: Page,
  designs: { title: string; editor?: Record<string, unknown> }[],
): Promise<{ id: number; hash: string }[]> {
  return page.evaluate(
    async ({ designs, fallback }) => {
      const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const saved: { id: number; hash: string }[] = [];
      for (const design of designs) {
        const editor = design.editor ?? fallback;
        // The picture is a canvas of the layout's size, as the editor exports it: the server takes no other.
        const { layout } = editor as { layout: { width: number; height: number } };
        const canvas = Object.assign(document.createElement('canvas'), layout);
        const response = await fetch('/api/save', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
          body: JSON.stringify({
            image: canvas.toDataURL('image/png'),
            layout: 'pozters.squared',
            width: 800,
            height: 800,
            editor,
            app_version: '1.0',
            title: design.title,
          }),
        });
        if (!response.ok) throw new Error(`save: HTTP ${response.status} ${await response.text()}`);
        const { data } = (await response.json()) as { data: { id: number; hash: string } };
        saved.push({ id: data.id, hash: data.hash });
      }
      return saved;
    },
    { designs, fallback: squareDesign() },
  );
}
