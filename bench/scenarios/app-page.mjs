// What the app bench installs in every page before the page's own scripts run (Playwright addInitScript), for
// Lienzo and Polotno alike: long tasks, the frames of a gesture, pointer times and the first frame after the
// editor says it is ready. Everything is measured on the page's own clock (performance.now, event.timeStamp).

/** The init script. `readySelector`: the element whose presence means the editor is ready. */
export function installProbes(readySelector) {
  performance.setResourceTimingBufferSize(5000);
  const bench = {
    longTasks: [],
    frames: null,
    pointerDown: null,
    pointerUp: null,
    frameAfterUp: null,
    readyVisible: null,
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figure says none were seen.
  }
  // The first frame after the ready element appears: what the person sees as ready.
  const observer = new MutationObserver(() => {
    if (bench.readyVisible !== null || !document.querySelector(readySelector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      bench.readyVisible = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  window.addEventListener('pointerdown', (event) => (bench.pointerDown = event.timeStamp), true);
  window.addEventListener(
    'pointerup',
    (event) => {
      bench.pointerUp = event.timeStamp;
      // Asked for in the first listener of pointerup: it runs at the first frame the page can draw after it.
      requestAnimationFrame(() => (bench.frameAfterUp = performance.now()));
    },
    true,
  );
  /** Records every frame's timestamp until stopFrames(). */
  bench.startFrames = () => {
    const frames = (bench.frames = []);
    const loop = (time) => {
      if (bench.frames !== frames) return;
      frames.push(time);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  };
  bench.stopFrames = () => {
    const frames = bench.frames ?? [];
    bench.frames = null;
    return frames;
  };
  /** Resolves once the page is idle (nothing queued), then answers the long tasks that began after `since`. */
  bench.longTasksAfter = (since) =>
    new Promise((resolve) => {
      const settle = () =>
        requestIdleCallback(() =>
          // The observer reports a task after it ends: one more idle turn lets the last one arrive.
          requestIdleCallback(() => resolve(bench.longTasks.filter((task) => task.start >= since))),
        );
      requestAnimationFrame(() => settle());
    });
}

/**
 * The drag figures from the page's records: frame intervals from the last frame before the press to the first
 * after the release (so the press frame is included), and pointerup → next frame.
 */
export function dragFigures({ frames, pointerDown, pointerUp, frameAfterUp }) {
  const first = frames.findLastIndex((time) => time <= pointerDown);
  const last = frames.findIndex((time) => time >= pointerUp);
  const span = frames.slice(Math.max(0, first), last === -1 ? frames.length : last + 1);
  const intervals = span.slice(1).map((time, index) => time - span[index]);
  return { intervals, blockedAfterUp: frameAfterUp - pointerUp };
}

/** A short straight drag from `from` by `by` in `steps` pointer moves, with real input (CDP through page.mouse). */
export async function drag(page, from, by, steps = 40) {
  await page.evaluate(() => window.__bench.startFrames());
  await page.waitForFunction(() => window.__bench.frames.length >= 3);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++)
    await page.mouse.move(from.x + (by.x * step) / steps, from.y + (by.y * step) / steps);
  await page.mouse.up();
  await page.waitForFunction(() => window.__bench.frameAfterUp !== null);
  const record = await page.evaluate(() => {
    const bench = window.__bench;
    const figures = {
      frames: bench.stopFrames(),
      pointerDown: bench.pointerDown,
      pointerUp: bench.pointerUp,
      frameAfterUp: bench.frameAfterUp,
    };
    return figures;
  });
  const longTasks = await page.evaluate((since) => window.__bench.longTasksAfter(since), record.pointerUp);
  return { ...dragFigures(record), longTasks };
}

/** Resets the drag records, so the next drag starts clean. */
export function resetPointer(page) {
  return page.evaluate(() => {
    const bench = window.__bench;
    bench.pointerDown = bench.pointerUp = bench.frameAfterUp = null;
  });
}
