import { join } from 'node:path';
import { SCHEDULE_NETWORKS, type ScheduleNetwork } from '@lienzo/core';
import { OutboxPublisher } from './outbox-publisher';
import type { PostPublisher } from './post-publisher';
import { WebhookPublisher } from './webhook-publisher';

export type Publishers = Record<ScheduleNetwork, PostPublisher>;

export interface PublisherSettings {
  /** SCHEDULER_WEBHOOK_URL; null: the outbox. */
  webhookUrl: string | null;
  /** SCHEDULER_WEBHOOK_SECRET: signs every body (required with a webhook URL; config.ts checks). */
  webhookSecret: string | null;
  /** DATA_DIR: the outbox is its `outbox` folder. */
  dataDir: string;
  /** Signs the outbox files when no SCHEDULER_WEBHOOK_SECRET is set: the server's own secret. */
  serverSecret: string;
}

/** The outbox folder inside DATA_DIR. */
export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Who publishes for each network: today every network goes through the same default, webhook or outbox. */
export function defaultPublishers(settings: PublisherSettings): Publishers {
  const secret = settings.webhookSecret ?? settings.serverSecret;
  const publisher: PostPublisher = settings.webhookUrl
    ? new WebhookPublisher({ url: settings.webhookUrl, secret })
    : new OutboxPublisher(outboxFolder(settings.dataDir), secret);
  return Object.fromEntries(SCHEDULE_NETWORKS.map((network) => [network, publisher])) as Publishers;
}
