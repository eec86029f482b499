import type { DeliveryErrorCode, ScheduleWebhookBody } from '@lienzo/core';

/** One attempt at one network's delivery of one post. */
export interface PublishJob {
  /** Stable for every attempt (`post-12-instagram`): the receiver drops repeats by it. */
  deliveryId: string;
  body: ScheduleWebhookBody;
  /** Stops the attempt when the process closes. */
  signal: AbortSignal;
}

/** Hands a post to a network (or whoever publishes for it); resolves once it was accepted. */
export interface PostPublisher {
  publish(job: PublishJob): Promise<void>;
}

/** A failed attempt; `permanent` when trying again cannot help (the receiver refused the post itself). */
export class PublishError extends Error {
  override readonly name = 'PublishError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: DeliveryErrorCode,
  ) {
    super(message);
  }
}
