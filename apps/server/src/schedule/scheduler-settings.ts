// SCHEDULER_WEBHOOK_URL, SCHEDULER_WEBHOOK_SECRET, SCHEDULE_POLL_MS and SCHEDULE_LEASE_SECONDS, read and checked
// at start (config.ts).

/** The shortest SCHEDULER_WEBHOOK_SECRET: 32 characters, as much as an HMAC-SHA256 key can use. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32;

export interface SchedulerSettings {
  /** Where deliveries are POSTed; null: written to DATA_DIR/outbox instead. */
  webhookUrl: string | null;
  /** Signs each delivery; required with a webhook URL. */
  webhookSecret: string | null;
  /**
   * How often every process looks for jobs (scheduled posts among them) other processes queued, on the
   * embedded job runner (SQLite); each also wakes at the next due time it knows of.
   */
  pollMs: number;
  /**
   * How long one delivery attempt may run before another process takes it over, its own taken to have died;
   * longer than an attempt may take (the webhook's 10 s), DELIVERY_LEASE_MS (2 min) when unset.
   */
  leaseMs: number | undefined;
}

/** The URL is not repeated in the message: a mistyped one may carry a password. */
function webhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.hash)
    throw new Error(
      'SCHEDULER_WEBHOOK_URL must be an http(s) URL without credentials, such as https://scheduler.example.com/hooks/lienzo',
    );
  return url.href;
}

function webhookSecret(value: string | undefined, url: string | null): string | null {
  if (!value) {
    if (url)
      throw new Error(
        'SCHEDULER_WEBHOOK_URL needs SCHEDULER_WEBHOOK_SECRET, the key its bodies are signed with',
      );
    return null;
  }
  if (value.length < WEBHOOK_SECRET_MIN_LENGTH)
    throw new Error(
      `SCHEDULER_WEBHOOK_SECRET must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters (it has ${value.length})`,
    );
  return value;
}

function pollMs(value: string | undefined): number {
  if (!value) return 15_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1_000 || ms > 3_600_000)
    throw new Error(
      `SCHEDULE_POLL_MS must be a whole number of milliseconds from 1000 to 3600000, not ${value}`,
    );
  return ms;
}

function leaseMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 3_600)
    throw new Error(`SCHEDULE_LEASE_SECONDS must be a whole number of seconds from 1 to 3600, not ${value}`);
  return Number(value) * 1000;
}

export function readSchedulerSettings(env: NodeJS.ProcessEnv): SchedulerSettings {
  const url = webhookUrl(env.SCHEDULER_WEBHOOK_URL);
  return {
    webhookUrl: url,
    webhookSecret: webhookSecret(env.SCHEDULER_WEBHOOK_SECRET, url),
    pollMs: pollMs(env.SCHEDULE_POLL_MS),
    leaseMs: leaseMs(env.SCHEDULE_LEASE_SECONDS),
  };
}

/**
 * Where the addresses in a delivery start: PUBLIC_URL when set, else the address this server listens on
 * (`http://localhost:PORT` for every interface), then BASE_PATH.
 */
export function scheduleBaseUrl(options: {
  publicUrl: string | null;
  host: string;
  port: number;
  basePath: string;
}): string {
  const { publicUrl, host, port, basePath } = options;
  if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}${basePath}`;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}${basePath}`;
}
