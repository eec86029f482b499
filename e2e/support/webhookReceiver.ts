import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  /** The body exactly as it came, which the signature covers. */
  body: string;
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedCall[];
  stop(): Promise<void>;
}

/**
 * A loopback HTTP receiver that keeps every POST it gets and answers 200, as the scheduler product would, or
 * the status `answer` gives for a body.
 */
export async function startWebhookReceiver(
  answer: (body: string) => number = () => 200,
): Promise<WebhookReceiver> {
  const received: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'POST')
        received.push({ headers: request.headers, body, receivedAt: Date.now() });
      const status = answer(body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(`{"ok":${status < 300}}`);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/lienzo`,
    received,
    stop: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
