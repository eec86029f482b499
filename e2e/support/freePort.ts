import { createServer } from 'node:net';

/** A loopback port nobody listens on: for a server whose PUBLIC_URL (and redirect URIs) must name it first. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
