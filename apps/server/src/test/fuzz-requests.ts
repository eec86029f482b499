// Building blocks of the API fuzzer (openapi/api-fuzz.test.ts): hostile text, broken JSON bodies, multipart
// bodies, and the check every error answer must pass.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Who sends a fuzzed request: the design's owner, another user, a visitor, or a fresh account (sign-out). */
export type Who = 'owner' | 'stranger' | 'anonymous' | 'throwaway';

/** One request of the API fuzzer, before it is sent as `who`. */
export interface FuzzRequest {
  who: Who;
  csrf: 'sent' | 'missing' | 'wrong';
  url: string;
  body: { kind: 'none' } | { kind: 'raw'; payload: string | Buffer; contentType: string };
}

/** Text for a path segment, query value or form field that no route should choke on. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    '\u0000',
    '<script>window.__pwned=1</script>',
    "1' OR '1'='1",
    '-1',
    '0',
    '1e400',
    'NaN',
    '9'.repeat(40),
    '__proto__',
    'constructor',
    'x'.repeat(5000),
  ),
);

/** A query string (`?a=1&a=2`) from named values; lists repeat the name, objects go as JSON. */
export function queryString(values: Array<[string, unknown]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of values) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A broken copy of a JSON body: fields replaced by hostile values, dropped, or polluting keys added. */
export function breakBody(body: unknown, changes: Array<[number, unknown]>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return changes[0]?.[1] ?? body;
  const copy: Record<string, unknown> = { ...body };
  const keys = [...Object.keys(copy), '__proto__', 'constructor', 'extra'];
  for (const [index, value] of changes) {
    const key = keys[index % keys.length]!;
    if (value === undefined) delete copy[key];
    else Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}

export interface MultipartPart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body: text fields first, then file parts, as a browser's FormData sends them. */
export function multipartBody(
  parts: MultipartPart[],
  fields: Array<[string, string]>,
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The `{error: {code, message}}` answer every failure must carry, and nothing else. */
export function expectErrorEnvelope(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
  expect(Object.keys(body), label).toEqual(['error']);
  expect(typeof body.error?.code, label).toBe('string');
  expect(typeof body.error?.message, label).toBe('string');
}
