// Slow and idle clients and too many connections (issue 20, finding 3): connections that trickle their headers
// or body are closed by the timeouts, one address cannot hold more than its share of connections, and a client
// from another address keeps being answered meanwhile. The limits are set low through the options so that the
// test is quick; nothing here measures time, every wait is on a connection closing or an answer.
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '@lienzo/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness';
import { getFrom, RawConnection } from '../test/raw-connection';
import { connectionAddressKey, type ConnectionLimits } from './connection-limits';

const ATTACKER = '127.0.0.1';
const NEIGHBOUR = '127.0.0.2';

let server: TestServer | undefined;
const connections: RawConnection[] = [];

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.destroy();
  await server?.close();
  server = undefined;
});

async function listening(
  limits: Partial<ConnectionLimits>,
  options: { trustProxy?: boolean } = {},
): Promise<number> {
  // Sign-in is where the tests send bodies: its own limit must not answer them first.
  const authRateLimit = { max: 10_000, timeWindow: 60_000 };
  server = await TestServer.start('sqlite', { connectionLimits: limits, authRateLimit, ...options });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return (server.app.server.address() as AddressInfo).port;
}

async function openMany(port: number, count: number): Promise<RawConnection[]> {
  const opened: RawConnection[] = [];
  for (let index = 0; index < count; index++) opened.push(await RawConnection.open(port, ATTACKER));
  connections.push(...opened);
  return opened;
}

/** The anti-forgery pair a browser would send, so that the server goes on to read the body. */
async function csrfHeaders(port: number): Promise<string> {
  const { cookies } = await getFrom(port, '/api/me', NEIGHBOUR);
  const token = cookies
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith(`${CSRF_COOKIE}=`));
  if (!token) throw new Error('no anti-forgery cookie');
  return `Cookie: ${token}\r\n${CSRF_HEADER}: ${token.slice(CSRF_COOKIE.length + 1)}\r\n`;
}

/** `/api/me` from the other address until `done` settles: every answer must be 200. */
async function neighbourMeanwhile(port: number, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const statuses: number[] = [];
  do statuses.push((await getFrom(port, '/api/me', NEIGHBOUR)).status);
  while (!finished);
  return statuses;
}

describe('slow clients', () => {
  it('closes connections that trickle their headers or their body, while another address is answered', async () => {
    const port = await listening({
      headersTimeoutMs: 500,
      bodyGraceMs: 500,
      minBodyBytesPerSecond: 1024,
      maxConnectionsPerAddress: 0,
    });
    const csrf = await csrfHeaders(port);
    const bodies = await openMany(port, 150);
    for (const connection of bodies)
      connection.write(
        `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: 100000\r\n${csrf}\r\n{`,
      );
    const headers = await openMany(port, 150);
    for (const connection of headers) connection.write('GET /api/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // One byte every 100 ms on every connection, for as long as the server keeps it.
    const trickle = setInterval(() => {
      for (const connection of [...bodies, ...headers]) connection.write('a');
    }, 100);
    try {
      const allClosed = Promise.all([...bodies, ...headers].map((connection) => connection.closed));
      const statuses = await neighbourMeanwhile(port, allClosed);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // No trickled body was ever served: its connection was cut, by the body rate rule or, on a machine too busy
      // to read its headers within the headers limit, by Node's 408 for that.
      const answers = bodies.map((connection) => connection.received).filter(Boolean);
      expect(answers.filter((answer) => !answer.startsWith('HTTP/1.1 408 Request Timeout'))).toEqual([]);
    } finally {
      clearInterval(trickle);
    }
  }, 60_000);

  it('keeps a slow but steady upload, well above the floor, until it is answered', async () => {
    const port = await listening({ bodyGraceMs: 200, minBodyBytesPerSecond: 1024 });
    const csrf = await csrfHeaders(port);
    const [connection] = await openMany(port, 1);
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(400_000) });
    connection!.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n${csrf}\r\n`,
    );
    // 8 KiB every 20 ms (about 400 KiB/s) spans many checks of the 1 KiB/s floor.
    let sent = 0;
    await new Promise<void>((done) => {
      const timer = setInterval(() => {
        connection!.write(body.slice(sent, sent + 8192));
        sent += 8192;
        if (sent >= body.length) {
          clearInterval(timer);
          done();
        }
      }, 20);
    });
    await connection!.closed;
    // Answered (the password is too long), not cut.
    expect(connection!.received).toMatch(/^HTTP\/1\.1 400 /);
  }, 60_000);
});

describe('connections per address and per process', () => {
  it('closes the connections of one address past its cap; the others and another address are served', async () => {
    const port = await listening({ maxConnectionsPerAddress: 20 });
    const opened = await openMany(port, 30);
    await waitUntilClosed(opened, 10);
    expect((await getFrom(port, '/api/me', NEIGHBOUR)).status).toBe(200);
    const kept = opened.filter((connection) => !connection.isClosed);
    expect(kept).toHaveLength(20);
    for (const answer of await Promise.all(kept.map((connection) => connection.ask('/healthz'))))
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);

  it('behind a trusted proxy leaves the cap to the proxy: every connection of its address is served', async () => {
    const port = await listening({ maxConnectionsPerAddress: 20 }, { trustProxy: true });
    const opened = await openMany(port, 30);
    for (const answer of await Promise.all(opened.map((connection) => connection.ask('/healthz'))))
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);

  it('drops connections past the process cap (each costs a file descriptor), and serves the rest', async () => {
    const port = await listening({ maxConnections: 15, maxConnectionsPerAddress: 0 });
    const opened = await openMany(port, 20);
    await waitUntilClosed(opened, 5);
    const kept = opened.filter((connection) => !connection.isClosed);
    expect(kept).toHaveLength(15);
    for (const answer of await Promise.all(kept.map((connection) => connection.ask('/healthz'))))
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);
});

describe('the address a connection counts against', () => {
  it('is the IPv4 address (mapped or not), and the /64 of an IPv6 one', () => {
    expect(connectionAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(connectionAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(connectionAddressKey('2001:db8:1:2:aaaa::1')).toBe(connectionAddressKey('2001:db8:1:2:bbbb::9'));
    expect(connectionAddressKey('2001:db8:1:2::1')).not.toBe(connectionAddressKey('2001:db8:1:3::1'));
  });
});

/** Resolves once `count` of the connections are closed. */
async function waitUntilClosed(opened: RawConnection[], count: number): Promise<void> {
  await new Promise<void>((done) => {
    let closed = 0;
    for (const connection of opened)
      void connection.closed.then(() => {
        closed += 1;
        if (closed === count) done();
      });
  });
}
