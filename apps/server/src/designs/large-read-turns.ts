import { Semaphore } from 'async-mutex';

/**
 * A stored document at least this large is read by turns. A 1,000-object template is about 0.5 MB; an ordinary
 * design is a few KB. Below it a read blocks the event loop for well under a millisecond.
 */
export const LARGE_DOCUMENT_BYTES = 256 * 1024;

const turns = new Semaphore(1);

/**
 * Runs `read` of a document of `bytes` bytes. Large ones go one at a time, each starting after the event loop
 * has polled for I/O: eight clients reading a 4 MB design back to back otherwise chain their reads (each a few
 * milliseconds of copying on the loop) and every other request waits behind all of them (issue 20 #4). A turn
 * only orders reads; it holds no connection or row, so a waiting read costs nothing but its request.
 */
export async function readByTurns<T>(bytes: number, read: () => Promise<T>): Promise<T> {
  if (bytes < LARGE_DOCUMENT_BYTES) return read();
  return turns.runExclusive(async () => {
    // The previous turn ended in a microtask: without this, the next would start before any socket is read.
    await new Promise((resolve) => setImmediate(resolve));
    return read();
  });
}
