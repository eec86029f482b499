import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScheduleWebhookBody } from '@lienzo/core';
import { webhookHeaders } from '../webhook-signature';
import { PublishError, type PostPublisher, type PublishJob } from './post-publisher';

/** What one outbox file holds: the headers the webhook would carry, and its body. */
export interface OutboxFile {
  headers: Record<string, string>;
  body: ScheduleWebhookBody;
}

const DELIVERY_ID = /^post-[0-9]+-[a-z_]+$/;

/**
 * Without a webhook (`npm start` offline), each delivery becomes `<folder>/<delivery-id>.json`, written whole
 * (a temporary file renamed over it), so a repeat replaces the file instead of adding another.
 */
export class OutboxPublisher implements PostPublisher {
  constructor(
    private readonly folder: string,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async publish({ deliveryId, body }: PublishJob): Promise<void> {
    if (!DELIVERY_ID.test(deliveryId))
      throw new PublishError(`bad delivery id ${deliveryId}`, true, 'unknown');
    const json = JSON.stringify(body);
    const file: OutboxFile = { headers: webhookHeaders(this.secret, deliveryId, json, this.now()), body };
    const target = join(this.folder, `${deliveryId}.json`);
    const temporary = join(this.folder, `.${deliveryId}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await mkdir(this.folder, { recursive: true });
      await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { flush: true });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new PublishError(`the outbox could not be written: ${reason}`, false, 'outbox_unwritable');
    }
  }
}
