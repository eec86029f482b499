// A loopback stand-in for the scheduler product's webhook: records every POST (headers, raw body, when it
// arrived), checks its signature, and answers what the test says (a status, after a delay or once a test lets it).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, type ScheduleWebhookBody } from '@lienzo/core';
import { webhookSignature } from '../schedule/webhook-signature';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  raw: string;
  body: ScheduleWebhookBody;
  deliveryId: string;
  receivedAt: number;
  /** Whether the x-lienzo-signature matches the body and timestamp with the shared secret. */
  signed: boolean;
}

export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  url = '';
  /**
   * The status of each answer, by the receiver's count of calls so far (1-based); 200 by default. A promise
   * holds the answer until it settles (a receiver slow to answer, or one whose caller is killed meanwhile).
   */
  answer: (call: number, delivery: ReceivedDelivery) => number | Promise<number> = () => 200;
  delayMs = 0;
  private readonly server: Server;

  private constructor(private readonly secret: string) {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => String(request.headers[name] ?? '');
        const delivery: ReceivedDelivery = {
          headers: request.headers,
          raw,
          body: JSON.parse(raw) as ScheduleWebhookBody,
          deliveryId: header(WEBHOOK_HEADERS.delivery),
          receivedAt: Date.now(),
          signed:
            header(WEBHOOK_HEADERS.signature) ===
            webhookSignature(this.secret, header(WEBHOOK_HEADERS.timestamp), raw),
        };
        this.received.push(delivery);
        const reply = (status: number) => {
          if (response.destroyed) return;
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end('{}');
        };
        void Promise.resolve(this.answer(this.received.length, delivery)).then((status) => {
          if (this.delayMs > 0) setTimeout(() => reply(status), this.delayMs);
          else reply(status);
        });
      });
    });
  }

  static async start(secret: string): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(secret);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks/lienzo`;
    return receiver;
  }

  /** The delivery ids received, each once. */
  distinctIds(): Set<string> {
    return new Set(this.received.map((delivery) => delivery.deliveryId));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits until `done` holds, checking every 20 ms; fails after `limitMs` saying what it waited for. */
export async function eventually(what: string, done: () => boolean | Promise<boolean>, limitMs = 20_000) {
  const giveUp = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > giveUp) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
