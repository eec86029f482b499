import { webhookHeaders } from '../webhook-signature';
import { PublishError, type PostPublisher, type PublishJob } from './post-publisher';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookTarget {
  /** SCHEDULER_WEBHOOK_URL. */
  url: string;
  /** SCHEDULER_WEBHOOK_SECRET: signs every body. */
  secret: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Whether an HTTP answer means the post itself was refused: any 4xx but a timeout (408) or a throttle (429). */
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** POSTs the signed JSON body to the scheduler product's webhook; any 2xx is delivered. */
export class WebhookPublisher implements PostPublisher {
  constructor(private readonly target: WebhookTarget) {}

  async publish({ deliveryId, body, signal }: PublishJob): Promise<void> {
    const json = JSON.stringify(body);
    const now = this.target.now?.() ?? new Date();
    let response: Response;
    try {
      response = await fetch(this.target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...webhookHeaders(this.target.secret, deliveryId, json, now),
        },
        body: json,
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.target.timeoutMs ?? WEBHOOK_TIMEOUT_MS)]),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PublishError(`the webhook could not be reached: ${reason}`, false, 'unreachable');
    }
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    throw new PublishError(
      `the webhook answered HTTP ${response.status}`,
      isPermanent(response.status),
      'refused',
    );
  }
}
