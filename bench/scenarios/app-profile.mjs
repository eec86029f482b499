// The CPU profile of one measured section of a page (CDP Profiler, sampling every 100 µs), summed by function:
// where a figure over its budget spends its time. Read as "self time": samples whose top frame is the function.
// Minified frames are named from the build's source maps (the web build writes them), as DevTools would.
import { SourceMapConsumer } from 'source-map-js';

/** Starts profiling `page`; `stop()` answers the top `count` functions by self time, `(program)` etc. included. */
export async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop(count = 6) {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      return topSelfTime(profile, count, await sourceMapsOf(profile));
    },
  };
}

/** `work` run under the profiler: its answer and the profile's top functions. */
export async function profiled(page, work, enabled) {
  if (!enabled) return { result: await work(), top: null };
  const profiler = await startProfile(page);
  const result = await work();
  try {
    return { result, top: await profiler.stop() };
  } catch (error) {
    // A navigation to another renderer process ends the profile with it: the figure is kept, its cause is not.
    console.error(`profile lost: ${error instanceof Error ? error.message : error}`);
    return { result, top: null };
  }
}

const maps = new Map();

/** The source map of every script in `profile` that has one (`{url}.map`), by script URL. */
async function sourceMapsOf(profile) {
  const urls = new Set(profile.nodes.map((node) => node.callFrame.url).filter((url) => /^https?:/.test(url)));
  for (const url of urls) {
    if (maps.has(url)) continue;
    const response = await fetch(`${url.split('?')[0]}.map`).catch(() => null);
    const map = response?.ok ? await response.json().catch(() => null) : null;
    maps.set(url, map ? new SourceMapConsumer(map) : null);
  }
  return maps;
}

/** A frame's name and place, in the sources when a source map knows it: `keepScene fabric/keepScene.ts:42`. */
function frameLabel({ functionName, url, lineNumber, columnNumber }, sourceMaps) {
  const consumer = sourceMaps?.get(url);
  const original = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    const path = /(?:packages|apps)\/(.*)$/.exec(source)?.[1] ?? source;
    return `${original.name || functionName || '(anonymous)'} ${path}:${original.line}`;
  }
  const file = url.split('/').pop()?.split('?')[0] ?? '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/** Self time per function (name, file and line), the largest first, in ms, with its share of the total. */
export function topSelfTime(profile, count, sourceMaps = null) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = ({ callFrame }) => frameLabel(callFrame, sourceMaps);
  const self = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    // A built-in (drawImage, getImageData…) is named with the script function that called it.
    const caller =
      node.callFrame.url || node.callFrame.functionName.startsWith('(') ? null : nodes.get(parents.get(id));
    const name = caller ? `${label(node)} ← ${label(caller)}` : label(node);
    // Each sample stands for the time until the next one.
    const ms = (deltas[index + 1] ?? deltas[index] ?? 0) / 1000;
    self.set(name, (self.get(name) ?? 0) + ms);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return [...self]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: total ? ms / total : 0 }));
}

/** A profile's top functions as one table cell: `fn file:line 120 ms (31 %); …`. */
export function causeCell(top) {
  if (!top?.length) return '';
  return top
    .map(
      ({ name, ms, share }) =>
        `${name.replaceAll('|', '/')} ${ms.toFixed(0)} ms (${Math.round(share * 100)} %)`,
    )
    .join('; ');
}
