// Polotno 4.4's full UI beside Lienzo (issue 22): the page bench/polotno, with its own install there (npm ci
// on first use, app-polotno-install.mjs), built by Vite into a temporary folder (never committed), served on loopback by Vite's preview server, measured with the same probes and
// the same designs (converted to Polotno's JSON) as Lienzo. Polotno has no gallery or save: its "open" is
// store.loadJSON → every element drawn, its export store.toDataURL (its engine alone).
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import { root } from '../lib.mjs';
import { installPolotnoPage } from './app-polotno-install.mjs';
import { drag, installProbes, resetPointer } from './app-page.mjs';
import { loadFigures, watchNetwork } from './app-network.mjs';
import { profiled } from './app-profile.mjs';

const READY = '#root[data-editor-ready="true"]';
const VIEWPORT = { width: 1280, height: 900 };

/**
 * Installs the Polotno page's packages if need be, builds it with the assets of the bench designs (fetched
 * from `lienzoUrl`) and serves it. Its imports (React, Polotno, Blueprint) resolve from its own node_modules.
 */
export async function servePolotno(
  lienzoUrl,
  assetPaths,
  { pageDir = resolve(root, 'bench/polotno'), log } = {},
) {
  installPolotnoPage(pageDir, log);
  const outDir = mkdtempSync(join(tmpdir(), 'lienzo-bench-polotno-'));
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    // Polotno's dependencies warn of every 'use client' directive: only errors are worth showing.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 10_000 },
  });
  const fonts = resolve(root, 'node_modules/@fontsource/open-sans/files');
  copyFileSync(join(fonts, 'open-sans-latin-400-normal.woff2'), join(outDir, 'open-sans-400.woff2'));
  copyFileSync(join(fonts, 'open-sans-latin-700-normal.woff2'), join(outDir, 'open-sans-700.woff2'));
  for (const path of assetPaths) {
    const response = await fetch(`${lienzoUrl}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    writeFileSync(join(outDir, assetName(path)), Buffer.from(await response.arrayBuffer()));
  }
  const server = await preview({
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  return {
    url: `http://127.0.0.1:${server.httpServer.address().port}`,
    async stop() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Where an asset of Lienzo's server lies beside the Polotno page: one flat name. */
const assetName = (path) => path.slice(1).replaceAll('/', '-');

/** Lienzo's design document (bench/scenarios/app-designs.mjs) as Polotno's JSON, object for object. */
export function toPolotno(document) {
  const children = document.objects.map((object) => {
    const common = {
      id: object.id,
      x: object.left,
      y: object.top,
      rotation: object.angle ?? 0,
    };
    if (object.type === 'pz-text')
      return {
        ...common,
        type: 'text',
        text: object.text,
        width: object.width,
        fontSize: object.fontSize,
        fontFamily: object.fontFamily,
        fontWeight: object.fontWeight,
        fill: object.fill,
        align: object.textAlign,
        backgroundEnabled: Boolean(object.textBackgroundColor),
        backgroundColor: object.textBackgroundColor || '#ffffff',
      };
    const width = object.width * object.scaleX;
    const height = object.height * object.scaleY;
    if (object.type === 'pz-vector')
      return {
        ...common,
        type: 'svg',
        src: `./${assetName(object.src)}`,
        width,
        height,
        colorsReplace: Object.keys(object.colorsByTargets ?? {}).length
          ? { '#000000': object.colorsByTargets[0] }
          : {},
      };
    return { ...common, type: 'image', src: `./${assetName(object.src)}`, width, height };
  });
  return {
    width: document.layout.width,
    height: document.layout.height,
    fonts: [],
    pages: [{ id: 'page', background: document.background.color, children }],
  };
}

async function polotnoPage(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.addInitScript(installProbes, READY);
  return { context, page: await context.newPage() };
}

async function visit(page, url, profile = false) {
  // Profiled, the page first shows a file of the same site, so the app loads in the renderer being profiled.
  if (profile) await page.goto(`${url}/favicon.svg`);
  const network = await watchNetwork(page);
  const { top } = await profiled(
    page,
    async () => {
      await page.goto(`${url}/index.html`);
      await page.waitForSelector(READY, { timeout: 60_000 });
      await page.waitForFunction(() => window.__bench.readyVisible !== null);
    },
    profile,
  );
  const { mark, visible } = await page.evaluate(() => ({
    mark: Number(document.getElementById('root').dataset.readyAt),
    visible: window.__bench.readyVisible,
  }));
  const load = await loadFigures(await network.finishedBy(mark));
  await network.detach();
  return { readyMs: visible, readyMarkMs: mark, ...load, profile: top };
}

/** A first visit in a fresh context, then a repeat visit in a new tab of the same context. */
export async function polotnoVisits(browser, url, { profile = false } = {}) {
  const { context, page } = await polotnoPage(browser);
  try {
    const first = await visit(page, url, profile);
    const repeat = await visit(await context.newPage(), url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** In the page: loads `json`, waits until every element is drawn and a frame read back; answers ms taken. */
async function loadAndDraw(json) {
  const { store, Konva } = window.polotno;
  const start = performance.now();
  store.loadJSON(json);
  await store.waitLoading();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const stage = Konva.stages.find((candidate) => candidate.container().isConnected);
  for (const layer of stage.getLayers()) layer.getContext().getImageData(0, 0, 1, 1);
  return performance.now() - start;
}

/** Median of `times` full redraws of the workspace stage, each read back; and the zoom it was drawn at. */
function redraw(times) {
  const { store, Konva } = window.polotno;
  const stage = Konva.stages.find((candidate) => candidate.container().isConnected);
  const runs = [];
  for (let run = 0; run < times; run++) {
    const start = performance.now();
    for (const layer of stage.getLayers()) {
      layer.draw();
      layer.getContext().getImageData(0, 0, 1, 1);
    }
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { ms: runs[Math.floor(runs.length / 2)], zoom: store.scale };
}

/** The centre of the topmost element whose centre the stage hits on that element itself, in the viewport. */
function dragPoint() {
  const { store, Konva } = window.polotno;
  const stage = Konva.stages.find((candidate) => candidate.container().isConnected);
  const box = stage.container().getBoundingClientRect();
  for (const element of [...store.activePage.children].reverse()) {
    const node = stage.findOne(`#${element.id}`);
    if (!node) continue;
    const rect = node.getClientRect();
    const point = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    let hit = stage.getIntersection(point);
    while (hit && hit !== node) hit = hit.getParent();
    if (!hit) continue;
    const x = box.left + point.x;
    const y = box.top + point.y;
    if (x < box.left + 40 || x > box.right - 120 || y < box.top + 40 || y > box.bottom - 100) continue;
    return { x, y };
  }
  throw new Error('no uncovered element to drag');
}

/** Opens the design (loadJSON), then a full redraw at the fitted zoom and at zoom 1, and a real-pointer drag. */
export async function polotnoOpenAndEdit(browser, url, json, { profile = false } = {}) {
  const { context, page } = await polotnoPage(browser);
  try {
    await page.goto(`${url}/index.html`);
    await page.waitForSelector(READY, { timeout: 60_000 });
    const open = await profiled(page, () => page.evaluate(loadAndDraw, json), profile);
    const fitted = await profiled(page, () => page.evaluate(redraw, 10), profile);
    await resetPointer(page);
    const point = await page.evaluate(dragPoint);
    const dragged = await profiled(page, () => drag(page, point, { x: 80, y: 60 }), profile);
    await page.evaluate(() => window.polotno.store.setScale(1));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
    const atOne = await profiled(page, () => page.evaluate(redraw, 10), profile);
    return {
      openMs: open.result,
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

/** The A3 design loaded and drawn, then its PNG as Polotno's download makes it (store.toDataURL), timed. */
export async function polotnoExport(browser, url, json) {
  const { context, page } = await polotnoPage(browser);
  try {
    await page.goto(`${url}/index.html`);
    await page.waitForSelector(READY, { timeout: 60_000 });
    await page.evaluate(loadAndDraw, json);
    const engineMs = await page.evaluate(async () => {
      const start = performance.now();
      const png = await window.polotno.store.toDataURL({ pixelRatio: 1, mimeType: 'image/png' });
      if (!png.startsWith('data:image/png')) throw new Error('no PNG');
      return performance.now() - start;
    });
    return { engineMs };
  } finally {
    await context.close();
  }
}
