// Lienzo as a user meets it: the built app served by the built server, in a fresh Chromium context. Each
// function is one visit and answers its figures (ms on the page's clock, KB).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from '../lib.mjs';
import { drag, installProbes, resetPointer } from './app-page.mjs';
import { loadFigures, watchNetwork } from './app-network.mjs';
import { profiled } from './app-profile.mjs';

const READY = '[data-editor-ready="true"]';
const VIEWPORT = { width: 1280, height: 900 };
const locale = JSON.parse(readFileSync(resolve(root, 'apps/web/public/dist/i18n/locale-en.json'), 'utf8'));
/** The saving modal's last words, from the locale file the app shows them from. */
export const SAVED_TEXT = locale.saving.done_title;

/**
 * Installed in the page: the mounted engine, found by walking the UI library's tree from the root element
 * (the zoom controls' `useEngine` state holds it), so the bench needs no hook in the product and no names
 * of the library's internals. Breadth first over plain objects and arrays; DOM nodes are not entered.
 */
function installEngineLookup() {
  window.__benchEngine = () => {
    const root = document.getElementById('root');
    const isEngine = (value) => typeof value.whenIdle === 'function' && typeof value.exportPng === 'function';
    const queue = root ? Object.values(root).filter((value) => value && typeof value === 'object') : [];
    const seen = new Set(queue);
    for (let index = 0; index < queue.length && index < 200_000; index++) {
      const value = queue[index];
      if (isEngine(value)) return value;
      for (const child of Object.values(value)) {
        if (!child || typeof child !== 'object' || seen.has(child) || child instanceof Node) continue;
        seen.add(child);
        queue.push(child);
      }
    }
    return null;
  };
}

/** A new context and page with the probes; signed in with `cookies` (name → value) when given. */
export async function lienzoPage(browser, url, cookies = null) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (cookies) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url })));
  // No request leaves the loopback server (the bench has no network beyond it).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.addInitScript(installProbes, READY);
  await context.addInitScript(installEngineLookup);
  return { context, page: await context.newPage() };
}

/** Navigation → ready: the app's own ready mark and the first frame after it, and what loaded before it. */
async function visit(page, url, profile = false) {
  // Profiled, the page first shows a file of the same site, so the app loads in the renderer being profiled.
  if (profile) await page.goto(`${url}/favicon.svg`);
  const network = await watchNetwork(page);
  const { top } = await profiled(
    page,
    async () => {
      await page.goto(`${url}/#/templates`);
      await page.waitForSelector(READY, { timeout: 60_000 });
      await page.waitForFunction(() => window.__bench.readyVisible !== null);
    },
    profile,
  );
  const { mark, visible } = await page.evaluate(() => ({
    mark: Number(document.querySelector('[data-editor-ready]').dataset.readyAt),
    visible: window.__bench.readyVisible,
  }));
  const load = await loadFigures(await network.finishedBy(mark));
  await network.detach();
  return { readyMs: visible, readyMarkMs: mark, ...load, profile: top };
}

/** A first visit in a fresh context, then a repeat visit in a new tab of the same context (its cache warm). */
export async function lienzoVisits(browser, url, { profile = false } = {}) {
  const { context, page } = await lienzoPage(browser, url);
  try {
    const first = await visit(page, url, profile);
    const again = await context.newPage();
    const repeat = await visit(again, url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** Waits in the page until the engine shows `count` objects, every asset drawn, and a frame read back. */
function drawnWith(count) {
  return new Promise((resolve, reject) => {
    const check = async () => {
      const engine = window.__benchEngine();
      if (!engine || engine.toDocument().pages[0].objects.length !== count)
        return requestAnimationFrame(check);
      await engine.whenIdle();
      requestAnimationFrame(() => {
        const canvas = engine.view.canvas;
        canvas.getContext().getImageData(0, 0, 1, 1);
        resolve(performance.now());
      });
    };
    check().catch(reject);
  });
}

/**
 * Median of `times` full redraws of the Fabric canvas read back (getImageData forces the raster). The engine's
 * scene snapshot is invalidated before each, so every object is drawn (as bench/canvas does).
 */
function redraw(times) {
  const { canvas, dragSnapshot } = window.__benchEngine().view;
  const context = canvas.getContext();
  const runs = [];
  for (let run = 0; run < times; run++) {
    dragSnapshot?.invalidate();
    const start = performance.now();
    canvas.renderAll();
    context.getImageData(0, 0, 1, 1);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { ms: runs[Math.floor(runs.length / 2)], zoom: canvas.getZoom() };
}

/** A point in the viewport on an object of the canvas that no object above covers (its centre). */
function dragPoint() {
  const canvas = window.__benchEngine().view.canvas;
  const objects = canvas.getObjects();
  const box = canvas.upperCanvasEl.getBoundingClientRect();
  const [a, , , d, e, f] = canvas.viewportTransform;
  for (let index = objects.length - 1; index >= 0; index--) {
    const object = objects[index];
    if (!object.selectable || !object.evented) continue;
    const centre = object.getCenterPoint();
    if (!object.containsPoint(centre)) continue;
    if (objects.slice(index + 1).some((other) => other.containsPoint(centre))) continue;
    const x = box.left + centre.x * a + e;
    const y = box.top + centre.y * d + f;
    // Away from the edges, so the drag stays on the canvas.
    if (x < box.left + 40 || x > box.right - 120 || y < box.top + 40 || y > box.bottom - 100) continue;
    return { x, y };
  }
  throw new Error('no uncovered object to drag');
}

/** Records on the page's clock when an element shows exactly `text` (the saving modal's last words). */
function watchText(text) {
  window.__bench.textAt = null;
  const observer = new MutationObserver(() => {
    const found = [...document.querySelectorAll('h1, h2, h3, p, div, span')].some(
      (element) => element.textContent === text,
    );
    if (!found) return;
    window.__bench.textAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Records the time of the next click on the page's clock. */
function watchClick() {
  document.addEventListener('click', (event) => (window.__bench.clickedAt = event.timeStamp), {
    capture: true,
    once: true,
  });
}

/**
 * Signed in, opens the gallery, clicks the saved design of `count` objects (`title`) and waits until it is drawn;
 * then a full redraw at the fitted zoom and at zoom 1, and a drag of one object with real pointer input.
 */
export async function lienzoOpenAndEdit(browser, url, cookies, { title, count, profile = false }) {
  const { context, page } = await lienzoPage(browser, url, cookies);
  try {
    await page.goto(`${url}/#/gallery/designs`);
    await page.waitForSelector(READY, { timeout: 60_000 });
    const link = page.getByRole('link', { name: title, exact: true });
    await link.waitFor();
    await page.evaluate(watchClick);
    const open = await profiled(
      page,
      async () => {
        await link.click();
        return page.evaluate(drawnWith, count);
      },
      profile,
    );
    const openMs = open.result - (await page.evaluate(() => window.__bench.clickedAt));
    const fitted = await profiled(page, () => page.evaluate(redraw, 10), profile);
    await resetPointer(page);
    const point = await page.evaluate(dragPoint);
    const dragged = await profiled(page, () => drag(page, point, { x: 80, y: 60 }), profile);
    await page.evaluate(() => window.__benchEngine().setZoom(1));
    const atOne = await profiled(page, () => page.evaluate(redraw, 10), profile);
    return {
      openMs,
      redrawFitted: fitted.result.ms,
      fittedZoom: fitted.result.zoom,
      redrawAtOne: atOne.result.ms,
      ...dragged.result,
      profiles: { open: open.top, redrawFitted: fitted.top, redrawAtOne: atOne.top, drag: dragged.top },
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens the saved design `hash` (of `count` objects), moves one object a pixel with the keyboard (so there is
 * something to save) and clicks Save: the time from the click to the saving modal's "ready" words, and the
 * engine's own share (its exportFirstPage, the design's picture, or exportVideo for a video design).
 */
export async function lienzoSave(browser, url, cookies, { hash, count, video = false, profile = false }) {
  const { context, page } = await lienzoPage(browser, url, cookies);
  try {
    await page.goto(`${url}/#/design/${hash}`);
    await page.waitForSelector(READY, { timeout: 60_000 });
    await page.evaluate(drawnWith, count);
    await page.evaluate(
      (method) => {
        const engine = window.__benchEngine();
        const original = engine[method].bind(engine);
        window.__bench.engineMs = null;
        engine[method] = (...args) => {
          const start = performance.now();
          const result = original(...args);
          const done = () => (window.__bench.engineMs = performance.now() - start);
          if (result instanceof Promise) result.then(done, () => undefined);
          else done();
          return result;
        };
      },
      video ? 'exportVideo' : 'exportFirstPage',
    );
    // Everything nudged a pixel, as a person would: select all, then the arrow key.
    await page.locator('canvas').last().focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    const save = page.getByRole('banner').getByRole('button', { name: 'Save', exact: true });
    await page.evaluate(watchText, SAVED_TEXT);
    await page.evaluate(watchClick);
    const { top } = await profiled(
      page,
      async () => {
        await save.click();
        await page.waitForFunction(() => window.__bench.textAt !== null, null, { timeout: 180_000 });
      },
      profile,
    );
    const { clickedAt, textAt, engineMs } = await page.evaluate(() => window.__bench);
    return { saveMs: textAt - clickedAt, engineMs, profile: top };
  } finally {
    await context.close();
  }
}
