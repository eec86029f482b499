import { expect, type Page } from '@playwright/test';
import { firstPage, type PagedDocument } from './document';

/** A layout of the catalogue (its key, size and name, which becomes the design's title). */
export interface BlankLayout {
  key: string;
  width: number;
  height: number;
  name: string;
}

const STORY: BlankLayout = { key: 'instagram.story', width: 540, height: 960, name: 'Story' };

export type SavedObject = Record<string, unknown> & { id: string; type: string };

/**
 * Stores an empty Instagram story (or another `layout`) through the API as the signed-in user and opens it, so
 * that the header's Save stores our changes into it directly (SPEC §2: a design with an id is sent directly).
 * A `duration` gives it a timeline of that many seconds; `origin` is another server's (see extraServer); `title`
 * is the layout's name unless given.
 */
export async function openBlankDesign(
  page: Page,
  {
    duration,
    origin = '',
    layout = STORY,
    title = layout.name,
    postType,
  }: {
    duration?: number;
    origin?: string;
    layout?: BlankLayout;
    title?: string;
    /** Stored as a video design (SPEC §4: opens in video mode), without a video file yet. */
    postType?: 'video';
  } = {},
): Promise<string> {
  const editor = {
    version: 1,
    layout,
    viewport: { width: layout.width, height: layout.height, scale: 0.5 },
    background: { color: '#ffffff', image: null },
    objects: [],
    ...(duration ? { timeline: { duration, audio: null } } : {}),
  };
  const hash = await page.evaluate(
    async ({ editor, title, postType }) => {
      const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      // The picture is a canvas of the layout's size, as the editor exports it: the server takes no other.
      const canvas = Object.assign(document.createElement('canvas'), {
        width: editor.layout.width,
        height: editor.layout.height,
      });
      const image = canvas.toDataURL('image/png');
      const response = await fetch('/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
        body: JSON.stringify({
          image,
          layout: editor.layout.key,
          width: editor.layout.width,
          height: editor.layout.height,
          editor,
          app_version: '1.0',
          title,
          ...(postType ? { post_type: postType } : {}),
        }),
      });
      if (!response.ok) throw new Error(`save: HTTP ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { data?: { hash: string }; hash?: string };
      return body.data?.hash ?? body.hash ?? '';
    },
    { editor, title, postType },
  );
  expect(hash).toMatch(/^[a-z0-9]{16}$/);
  await openSavedDesign(page, hash, origin);
  // The design stored above is the one open (a failed load also ends the canvas area's busy state).
  await expect(page).toHaveTitle(`${title} · Lienzo`);
  return hash;
}

/**
 * Opens a saved design by its address and waits until it is on the canvas: its answer has come and the canvas
 * area is no longer busy with it. From the same origin the navigation changes only the hash, so the canvas shows
 * what it held until then, and an edit made meanwhile would be replaced by the stored design.
 */
export async function openSavedDesign(page: Page, hash: string, origin = ''): Promise<void> {
  const fetched = page.waitForResponse((response) => response.url().endsWith(`/api/getEditorByHash/${hash}`));
  await page.goto(`${origin}/#/design/${hash}`);
  await fetched;
  await expect(page.getByRole('region', { name: 'Canvas area' })).toHaveAttribute('aria-busy', 'false');
}

/**
 * Saves through the header and reads back what the server stored (GET /api/getEditorByHash). A video's save
 * records it frame by frame first, which a loaded machine makes slow: `recording` waits long enough for it.
 */
export async function saveAndRead(
  page: Page,
  hash: string,
  { recording = false }: { recording?: boolean } = {},
): Promise<SavedObject[]> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible(recording ? { timeout: 120_000 } : {});
  const saved = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return ((await response.json()) as { data: { editor: PagedDocument<{ objects: SavedObject[] }> } }).data
      .editor;
  }, hash);
  // The one page of the design holds its objects.
  return firstPage(saved).objects;
}
