import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScheduleWebhookBody } from '@lienzo/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookReceiver } from '../../test/webhook-receiver';
import { OutboxPublisher, type OutboxFile } from './outbox-publisher';
import { PublishError, type PublishJob } from './post-publisher';
import { defaultPublishers, outboxFolder } from './publishers';
import { WebhookPublisher } from './webhook-publisher';

const SECRET = randomBytes(32).toString('hex');

/** The first attempt at a delivery, never aborted. */
function firstAttempt(deliveryId = 'post-7-instagram'): PublishJob {
  return { deliveryId, body: body(1), signal: new AbortController().signal };
}

function body(attempt: number): ScheduleWebhookBody {
  return {
    delivery_id: 'post-7-instagram',
    attempt,
    post: {
      id: 7,
      network: 'instagram',
      publish_at: '2030-01-01T10:00:00.000Z',
      time_zone: 'Europe/Madrid',
      caption: 'Hola',
      hashtags: ['verano'],
      text: 'Hola\n\n#verano',
      first_comment: '',
      alt_text: '',
    },
    design: {
      id: 3,
      hash: 'abcdefghabcdefgh',
      title: 'Verano',
      post_type: 'IMAGE',
      layout: 'instagram.post',
      width: 1080,
      height: 1080,
      page_url: 'https://editor.example.com/s/abcdefghabcdefgh',
      image_url: 'https://editor.example.com/designs/abcdefghabcdefgh_o.png',
      video_url: null,
      mp4_url: null,
      instagram_stickers: [],
      pages: [
        { position: 1, image_url: 'https://editor.example.com/designs/abcdefghabcdefgh_o.png' },
        { position: 2, image_url: 'https://editor.example.com/designs/abcdefghabcdefgh/pages/2.png' },
      ],
      pdf_url: 'https://editor.example.com/designs/abcdefghabcdefgh/document.pdf',
    },
  };
}

/** What docs/SCHEDULING.md tells a receiver to do, written independently of the server's code. */
function verify(secret: string, timestamp: string, raw: string, signature: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  return expected === signature;
}

describe('the webhook publisher', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start(SECRET);
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('POSTs the JSON body with its delivery id, timestamp and a signature the receiver can verify', async () => {
    const now = new Date('2030-01-01T10:00:03.000Z');
    const publisher = new WebhookPublisher({ url: receiver.url, secret: SECRET, now: () => now });
    await publisher.publish(firstAttempt());
    const [delivery] = receiver.received;
    expect(delivery?.body).toEqual(body(1));
    expect(delivery?.headers['x-lienzo-delivery']).toBe('post-7-instagram');
    expect(delivery?.headers['x-lienzo-timestamp']).toBe(String(now.getTime() / 1000));
    const signature = String(delivery?.headers['x-lienzo-signature']);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verify(SECRET, String(now.getTime() / 1000), delivery?.raw ?? '', signature)).toBe(true);
    // Another secret, another timestamp or a changed body do not verify.
    expect(verify('x'.repeat(64), String(now.getTime() / 1000), delivery?.raw ?? '', signature)).toBe(false);
    expect(verify(SECRET, String(now.getTime() / 1000 + 1), delivery?.raw ?? '', signature)).toBe(false);
    expect(verify(SECRET, String(now.getTime() / 1000), `${delivery?.raw} `, signature)).toBe(false);
  });

  it('throws a permanent error for a 4xx but 408 and 429, a passing one for 5xx, 408, 429 and no answer', async () => {
    const publisher = new WebhookPublisher({ url: receiver.url, secret: SECRET });
    const outcome = async (status: number) => {
      receiver.answer = () => status;
      return publisher.publish(firstAttempt()).then(
        () => 'delivered',
        (error: unknown) =>
          error instanceof PublishError
            ? `${error.permanent ? 'permanent' : 'retry'} ${error.code}`
            : 'other',
      );
    };
    expect(await outcome(200)).toBe('delivered');
    expect(await outcome(204)).toBe('delivered');
    for (const status of [400, 401, 404, 410, 422])
      expect(await outcome(status), String(status)).toBe('permanent refused');
    for (const status of [408, 429, 500, 502, 503])
      expect(await outcome(status), String(status)).toBe('retry refused');
    await receiver.close();
    await expect(publisher.publish(firstAttempt())).rejects.toMatchObject({
      permanent: false,
      code: 'unreachable',
      message: expect.stringContaining('could not be reached'),
    });
    receiver = await WebhookReceiver.start(SECRET);
  });

  it('gives up on a receiver slower than its timeout, to be retried', async () => {
    receiver.delayMs = 2_000;
    const publisher = new WebhookPublisher({ url: receiver.url, secret: SECRET, timeoutMs: 100 });
    await expect(publisher.publish(firstAttempt())).rejects.toMatchObject({
      permanent: false,
      code: 'unreachable',
    });
  });
});

describe('the outbox publisher', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lienzo-outbox-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is the default without a webhook, and writes one signed file per delivery, replaced on a repeat', async () => {
    const publishers = defaultPublishers({
      webhookUrl: null,
      webhookSecret: SECRET,
      dataDir,
      serverSecret: 'unused',
    });
    const folder = outboxFolder(dataDir);
    const signal = new AbortController().signal;
    await publishers.instagram.publish({ deliveryId: 'post-7-instagram', body: body(1), signal });
    await publishers.instagram.publish({ deliveryId: 'post-7-instagram', body: body(2), signal });
    await publishers.twitter.publish({
      deliveryId: 'post-7-twitter',
      body: { ...body(1), delivery_id: 'post-7-twitter' },
      signal,
    });
    // No temporary file left behind, one file per delivery id.
    expect((await readdir(folder)).sort()).toEqual(['post-7-instagram.json', 'post-7-twitter.json']);
    const file = JSON.parse(await readFile(join(folder, 'post-7-instagram.json'), 'utf8')) as OutboxFile;
    expect(file.body).toEqual(body(2));
    expect(file.headers['x-lienzo-delivery']).toBe('post-7-instagram');
    const timestamp = file.headers['x-lienzo-timestamp'] ?? '';
    expect(
      verify(SECRET, timestamp, JSON.stringify(file.body), file.headers['x-lienzo-signature'] ?? ''),
    ).toBe(true);
  });

  it('signs with the server secret when no webhook secret is set', async () => {
    const serverSecret = randomBytes(32).toString('base64url');
    const publishers = defaultPublishers({ webhookUrl: null, webhookSecret: null, dataDir, serverSecret });
    await publishers.google.publish(firstAttempt('post-7-google'));
    const file = JSON.parse(
      await readFile(join(outboxFolder(dataDir), 'post-7-google.json'), 'utf8'),
    ) as OutboxFile;
    expect(
      verify(
        serverSecret,
        file.headers['x-lienzo-timestamp'] ?? '',
        JSON.stringify(file.body),
        file.headers['x-lienzo-signature'] ?? '',
      ),
    ).toBe(true);
  });

  it('replaces a file whole: a reader sees the old one or the new one, never a mix or a partial file', async () => {
    const folder = join(dataDir, 'outbox');
    const publisher = new OutboxPublisher(folder, SECRET);
    const signal = new AbortController().signal;
    const big = { ...body(1), post: { ...body(1).post, caption: 'x'.repeat(2_000_000) } };
    await publisher.publish({ deliveryId: 'post-7-instagram', body: big, signal });
    const target = join(folder, 'post-7-instagram.json');
    let reads = 0;
    let writing = true;
    const writes = (async () => {
      for (let attempt = 2; attempt < 12; attempt += 1)
        await publisher.publish({ deliveryId: 'post-7-instagram', body: { ...big, attempt }, signal });
      writing = false;
    })();
    while (writing) {
      const file = JSON.parse(await readFile(target, 'utf8')) as OutboxFile;
      expect(file.body.post.caption).toHaveLength(2_000_000);
      reads += 1;
    }
    await writes;
    expect(reads).toBeGreaterThan(0);
    expect((JSON.parse(await readFile(target, 'utf8')) as OutboxFile).body.attempt).toBe(11);
    expect(await readdir(folder)).toEqual(['post-7-instagram.json']);
  });

  it('fails (to be retried) when the folder cannot be written, leaving no temporary file', async () => {
    const blocked = join(dataDir, 'blocked');
    await writeFile(blocked, 'a file where the folder should be');
    const publisher = new OutboxPublisher(join(blocked, 'outbox'), SECRET);
    await expect(publisher.publish(firstAttempt())).rejects.toMatchObject({
      permanent: false,
      code: 'outbox_unwritable',
      message: expect.stringContaining('outbox could not be written'),
    });
    expect(await readdir(dataDir)).toEqual(['blocked']);
  });

  it('refuses a delivery id that could name another file', async () => {
    const publisher = new OutboxPublisher(join(dataDir, 'outbox'), SECRET);
    await expect(publisher.publish(firstAttempt('../../etc/passwd'))).rejects.toMatchObject({
      permanent: true,
    });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
