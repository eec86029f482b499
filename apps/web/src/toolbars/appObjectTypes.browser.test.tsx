import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstPage, type DesignDocument } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import en from '../../public/dist/i18n/locale-en.json';
import { InstagramDrawer } from '../drawers/instagram/InstagramDrawer';
import { currentEngine } from '../engine/engineRegistry';
import { startEngine } from '../engine/startEngine';
import { TEST_BADGE_WORDS, testBadgeExtension } from '../test/testBadge';
import { addObjectTypes } from './appObjectTypes';
import { ToolbarHost } from './ToolbarHost';

const stops: (() => Promise<void> | void)[] = [];

/** Mounts the engine as the app does (startEngine) on a canvas of its own, with the components given. */
async function openEditor(components: ReactNode): Promise<Engine> {
  const stage = document.createElement('div');
  stage.style.cssText = 'width:800px;height:600px;';
  const canvas = document.createElement('canvas');
  stage.append(canvas);
  const shown = document.createElement('div');
  document.body.append(shown, stage);
  const stopEngine = await startEngine(canvas, stage);
  const root: Root = createRoot(shown);
  root.render(<>{components}</>);
  stops.push(async () => {
    root.unmount();
    await stopEngine();
    shown.remove();
    stage.remove();
  });
  return currentEngine()!;
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    showSupportNotice: false,
  });
  i18next.addResourceBundle('en', 'translation', TEST_BADGE_WORDS, true);
  // The one seam: the type's core definition and editor shape, and its web toolbar and insert button.
  addObjectTypes([testBadgeExtension]);
});

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const elements = () => page.getByRole('group', { name: 'Instagram elements' }).getByRole('button');

describe('an object type registered in the three lists', () => {
  it('appears in the insert menu, gets its own toolbar when inserted, and round-trips', async () => {
    const engine = await openEditor(
      <>
        <InstagramDrawer />
        <ToolbarHost />
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Add badge' })).toBeVisible();
    expect(
      elements()
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['Hashtag', 'Location', 'Mention', 'Poll', 'Question', 'Slider', 'Add badge']);

    await page.getByRole('button', { name: 'Add badge' }).click();
    await expect.poll(() => engine.getSelectedIds()).toHaveLength(1);
    const [id] = engine.getSelectedIds();
    expect(engine.getObject(id!)).toMatchObject({ type: 'test-badge', color: '#FF0000' });

    // Its toolbar, from the web list, shown by the host for the type core's definition names.
    const toolbar = page.getByRole('toolbar', { name: 'Badge' });
    await expect.element(toolbar).toBeVisible();
    expect(document.querySelector('.toolbar-host')?.getAttribute('data-toolbar')).toBe('test-badge');
    await toolbar.getByRole('button', { name: 'Make it blue' }).click();
    await expect.poll(() => engine.getObject(id!)).toMatchObject({ color: '#0000FF' });

    const saved = JSON.parse(JSON.stringify(engine.toDocument())) as DesignDocument;
    for (const stop of stops.splice(0)) await stop();

    const reopened = await openEditor(<ToolbarHost />);
    const read = await reopened.load(saved);
    expect(read.warnings).toEqual([]);
    expect(firstPage(reopened.toDocument()).objects).toEqual(firstPage(saved).objects);
    reopened.select(id!);
    await expect.element(page.getByRole('button', { name: 'Make it blue', pressed: true })).toBeVisible();
  });

  it('leaves the built-in toolbars where they were', async () => {
    const engine = await openEditor(<ToolbarHost />);
    engine.execute('add-sticker', { kind: 'POLL' });
    await expect.element(page.getByRole('toolbar', { name: 'Poll toolbar' })).toBeVisible();
    expect(document.querySelector('.toolbar-host')?.getAttribute('data-toolbar')).toBe('ig-poll');
  });
});
