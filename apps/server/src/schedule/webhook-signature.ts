import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@lienzo/core';

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}` (docs/SCHEDULING.md). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The three headers of one attempt: its stable delivery id, the time it is signed at, and the signature. */
export function webhookHeaders(
  secret: string,
  deliveryId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [WEBHOOK_HEADERS.delivery]: deliveryId,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
  };
}
