import rafSchd from 'raf-schd';

/** Reports a share done (0–1); `stop` drops a report still waiting for its frame, `finish` says 1 at once. */
export interface ProgressReporter {
  (done: number): void;
  stop(): void;
  finish(): void;
}

/**
 * `report` at most once an animation frame, with the latest share (issue 22): a recording says it is done
 * with each of 450 frames, an upload with every few kilobytes, and the saving modal need not draw more often
 * than the screen shows. Outside a browser (no frames to wait for) each report goes straight through.
 */
export function progressReporter(report: (done: number) => void): ProgressReporter {
  if (typeof requestAnimationFrame !== 'function')
    return Object.assign((done: number) => report(done), { stop() {}, finish: () => report(1) });
  const scheduled = rafSchd(report);
  const stop = () => scheduled.cancel();
  return Object.assign((done: number) => scheduled(done), {
    stop,
    finish: () => {
      stop();
      report(1);
    },
  });
}
