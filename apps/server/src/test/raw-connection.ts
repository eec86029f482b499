// A TCP connection written by hand, from a chosen loopback address, for the tests of what the server does with
// slow, idle or too many connections: it records what it received and when it was closed.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export class RawConnection {
  received = '';
  private closedFlag = false;
  readonly closed: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (this.received += chunk));
    // A reset from the server is one way of being closed.
    socket.on('error', () => undefined);
    this.closed = new Promise((done) =>
      socket.once('close', () => {
        this.closedFlag = true;
        done();
      }),
    );
  }

  static async open(port: number, localAddress: string): Promise<RawConnection> {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    const connection = new RawConnection(socket);
    await new Promise<void>((connected, failed) => {
      socket.once('connect', connected);
      socket.once('close', () => failed(new Error('closed before connecting')));
    });
    return connection;
  }

  get isClosed(): boolean {
    return this.closedFlag;
  }

  write(text: string): void {
    if (!this.closedFlag && !this.socket.destroyed) this.socket.write(text);
  }

  /** Sends one request and waits for the whole answer (the server closes after it: `Connection: close`). */
  async ask(path: string): Promise<string> {
    this.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await this.closed;
    return this.received;
  }

  /** Resolves true once the server has sent `text`, false if the connection closes first. */
  async until(text: string): Promise<boolean> {
    while (!this.received.includes(text)) {
      if (this.closedFlag) return false;
      await new Promise<void>((more) => {
        const done = () => {
          this.socket.off('data', done);
          this.socket.off('close', done);
          more();
        };
        this.socket.on('data', done);
        this.socket.on('close', done);
      });
    }
    return true;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** One GET over a fresh connection from `localAddress`: its status and the cookies it set. */
export async function getFrom(
  port: number,
  path: string,
  localAddress: string,
): Promise<{ status: number; cookies: string[] }> {
  return new Promise((answered, failed) => {
    const outgoing = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (response) => {
      response.resume();
      response.once('end', () =>
        answered({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
      );
    });
    outgoing.once('error', failed);
    outgoing.end();
  });
}
