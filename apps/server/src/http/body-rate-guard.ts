import type { IncomingMessage, Server } from 'node:http';
import { performance } from 'node:perf_hooks';

/** The slowest body the server waits for: once `graceMs` has passed, at least this average rate since it began. */
export interface BodyRateRule {
  minBytesPerSecond: number;
  graceMs: number;
}

interface Receiving {
  request: IncomingMessage;
  startedAt: number;
  bytesAtStart: number;
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A minimum-rate rule for request bodies, what neither Node nor Fastify offers: Node's `requestTimeout` is one
 * limit for the whole request (a trickle of a byte every 10 s holds the connection until it ends, and making it
 * short refuses a 64 MiB video from a slow phone), and an idle timeout is reset by every byte. So every request
 * whose body is still arriving is checked on one timer: once past the grace, a body averaging less than the rule's
 * rate since it began has its connection closed. Judging the average (not the last interval) keeps a steady
 * upload safe when the event loop was busy and the bytes are still waiting in the kernel to be read.
 */
export function guardBodyRate(
  server: Server,
  rule: BodyRateRule,
  onDrop: (request: IncomingMessage) => void,
): void {
  const receiving = new Set<Receiving>();
  server.on('request', (request: IncomingMessage) => {
    if (hasBody(request))
      receiving.add({ request, startedAt: performance.now(), bytesAtStart: request.socket.bytesRead });
  });
  const checkEveryMs = Math.max(10, Math.min(1_000, Math.floor(rule.graceMs / 4)));
  const check = () => {
    const now = performance.now();
    for (const entry of receiving) {
      const { request, startedAt, bytesAtStart } = entry;
      const socket = request.socket;
      if (request.complete || socket.destroyed) {
        receiving.delete(entry);
        continue;
      }
      const elapsedMs = now - startedAt;
      if (elapsedMs < rule.graceMs) continue;
      if (socket.bytesRead - bytesAtStart < (rule.minBytesPerSecond * elapsedMs) / 1_000) {
        receiving.delete(entry);
        onDrop(request);
        socket.destroy();
      }
    }
  };
  // Only while listening: an app that only answers `inject` (the tests) keeps no timer.
  server.on('listening', () => {
    const timer = setInterval(check, checkEveryMs).unref();
    server.once('close', () => clearInterval(timer));
  });
}
