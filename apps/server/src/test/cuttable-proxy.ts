// A TCP proxy in front of a real server (PostgreSQL) that a test can cut, as if the database went away, and
// restore: open connections are destroyed and new ones refused until then.
import { connect, createServer, type Server, type Socket } from 'node:net';

export class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private cutOff = false;
  private readonly server: Server;
  port = 0;

  private constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.cutOff) {
        client.destroy();
        return;
      }
      const upstream = connect(target.port, target.host);
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(socket);
        socket.pipe(other);
        socket.on('error', () => other.destroy());
        socket.on('close', () => {
          this.sockets.delete(socket);
          other.destroy();
        });
      }
    });
  }

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(target);
    await new Promise<void>((listening) => proxy.server.listen(0, '127.0.0.1', listening));
    const address = proxy.server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    proxy.port = address.port;
    return proxy;
  }

  /** Every connection through the proxy is destroyed, and new ones are refused until {@link restore}. */
  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((closed) => this.server.close(() => closed()));
  }
}
