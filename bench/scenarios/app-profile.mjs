// The CPU profile of one measured section of a page (CDP Profiler, sampling every 100 µs), summed by function:
// where a figure over its budget spends its time. Read as "self time": samples whose top frame is the function.

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
      return topSelfTime(profile, count);
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

/** Self time per function (name, file and line), the largest first, in ms, with its share of the total. */
export function topSelfTime(profile, count) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = ({ callFrame }) => {
    const file = callFrame.url.split('/').pop()?.split('?')[0] ?? '';
    return `${callFrame.functionName || '(anonymous)'}${file ? ` ${file}:${callFrame.lineNumber + 1}` : ''}`;
  };
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
