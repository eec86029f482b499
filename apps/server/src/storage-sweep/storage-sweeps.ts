import type { FastifyBaseLogger } from 'fastify';
import { sweepStorage, type SweepOptions, type SweepReport } from './sweep-storage';

/** How often the sweeping process sweeps again after its start. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

type Options = Omit<SweepOptions, 'signal'> & { log: FastifyBaseLogger };

/**
 * One sweep, told in one log line (files removed and how long it took). A failure is logged and answered as
 * null: the sweep never stops the server.
 */
export async function runStorageSweep(options: Options, signal?: AbortSignal): Promise<SweepReport | null> {
  const started = performance.now();
  try {
    const report = await sweepStorage({ ...options, signal });
    const ms = Math.round(performance.now() - started);
    options.log.info({ ...report, ms }, 'storage swept');
    return report;
  } catch (error) {
    if (!signal?.aborted)
      options.log.error({ err: error }, 'the storage sweep failed; the files stay until the next one');
    return null;
  }
}

/**
 * Sweeps every `intervalMs` in this process (only one process should: the primary), the next sweep timed
 * from the end of the last. `stop()` ends the timer and a sweep under way, and waits for it.
 */
export function startStorageSweeps(
  options: Options,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  const aborter = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = runStorageSweep(options, aborter.signal).then(() => {
        if (!aborter.signal.aborted) schedule();
      });
    }, intervalMs);
    // A waiting sweep never keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      aborter.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
