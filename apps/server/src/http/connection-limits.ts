import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import ipaddr from 'ipaddr.js';
import { guardBodyRate } from './body-rate-guard';

/** How long a client may take over each part of a request, and how many connections it may hold. */
export interface ConnectionLimits {
  /** The whole header section must arrive within this (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** A connection with no byte either way for this long is closed (Fastify's `connectionTimeout`). */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request (Fastify's `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** The slowest body accepted, as an average since the body began, judged once the grace has passed. */
  minBodyBytesPerSecond: number;
  bodyGraceMs: number;
  /** Open connections of this process; past it new ones are dropped (each costs a file descriptor). */
  maxConnections: number;
  /** Open connections from one client address (an IPv6 client's /64); 0 for no limit. */
  maxConnectionsPerAddress: number;
}

/**
 * A 64 MiB video (VIDEO_UPLOAD_MAX_BYTES) must still arrive from a slow phone. The 4 KiB/s floor (32 kbit/s, below
 * GPRS) only drops tricklers; the hour for the whole request is what a 64 MiB video needs at about 18 KiB/s
 * (150 kbit/s, EDGE). Headers and idle gaps get nginx's defaults (60 s); keep-alive stays Fastify's 72 s, longer
 * than the 60 s idle of the common load balancers.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60 * 60_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  minBodyBytesPerSecond: 4 * 1024,
  bodyGraceMs: 30_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 256,
};

/** The server options Fastify takes at construction for these limits. */
export function serverTimeoutOptions(limits: ConnectionLimits): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past those two limits (30 s by default, too coarse for short ones).
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/** The address a connection counts against: an IPv6 client owns its whole /64, so it counts as one. */
export function connectionAddressKey(remoteAddress: string | undefined): string {
  if (!remoteAddress || !ipaddr.isValid(remoteAddress)) return remoteAddress ?? '';
  const address = ipaddr.process(remoteAddress);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * Caps the connections of the process and of each client address, and applies the body rate rule. The address is
 * the socket's: X-Forwarded-For is not known before the headers and anyone can write it. Behind a trusted proxy
 * (TRUST_PROXY) every connection comes from the proxy, so there the cap per address is the proxy's job.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  options: { trustProxy: boolean; log: FastifyBaseLogger },
): void {
  server.maxConnections = limits.maxConnections;
  guardBodyRate(
    server,
    { minBytesPerSecond: limits.minBodyBytesPerSecond, graceMs: limits.bodyGraceMs },
    (request) =>
      options.log.warn(
        { address: request.socket.remoteAddress, url: request.url?.slice(0, 200) },
        'a request body arrived too slowly: connection closed',
      ),
  );
  const perAddress = options.trustProxy ? 0 : limits.maxConnectionsPerAddress;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  // First among the listeners, so that a refused connection is closed before the HTTP parser is given it.
  server.prependListener('connection', (socket: Socket) => {
    const key = connectionAddressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
