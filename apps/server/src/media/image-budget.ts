import { availableParallelism, totalmem } from 'node:os';
import { Semaphore } from 'async-mutex';
import sharp from 'sharp';

const MIB = 1024 * 1024;

/**
 * The memory all image work of this process may hold at once: an eighth of the memory it may use, between
 * 64 and 256 MiB. Jobs run at most one per core, so more than that buys no speed, only risk.
 */
export const IMAGE_MEMORY_BUDGET_MIB = Math.round(
  Math.min(256, Math.max(64, Math.min(totalmem(), process.constrainedMemory?.() || Infinity) / 8 / MIB)),
);

/** Image jobs at once: one per core, so that they also leave libuv's threads to files, sockets and hashing. */
export const IMAGE_JOBS = Math.max(1, availableParallelism());

// Every image is decoded once, so libvips' cache of operations only holds on to memory.
sharp.cache(false);

const memory = new Semaphore(IMAGE_MEMORY_BUDGET_MIB);
const jobs = new Semaphore(IMAGE_JOBS);

/** The bytes a picture takes decoded: its pixels times the samples of each and the bytes of each sample. */
export function decodedBytes(
  picture: { width: number; height: number },
  channels = 4,
  bytesPerSample = 1,
): number {
  return picture.width * picture.height * channels * bytesPerSample;
}

/**
 * Runs image work (a decode, resize, encode or inflate) under the process-wide budget: it waits until `bytes`
 * (its estimate of what it holds, never more than the whole budget) are free and a job slot is, in order of
 * arrival, so N requests at once hold no more than the budget, however many there are.
 */
export async function withImageBudget<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  const weight = Math.min(IMAGE_MEMORY_BUDGET_MIB, Math.max(1, Math.ceil(bytes / MIB)));
  return memory.runExclusive(() => jobs.runExclusive(work), weight);
}
