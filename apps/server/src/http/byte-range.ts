import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** Inclusive byte positions, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `first-last`, `first-` or
 * `-suffix`. 'unsatisfiable' when it starts past the end; null — send the whole file — when there is no header,
 * or one we do not serve (several ranges, another unit, bad syntax), as the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Sends `bytes` whole (200) or the one range the request asks for (206), so media elements can seek. With the
 * file's `etag`, a range asked `If-Range` another version gets the whole file (RFC 9110 §13.1.5).
 */
export function sendWithRanges(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  etag?: string,
): FastifyReply {
  reply.header('Accept-Ranges', 'bytes');
  const ifRange = request.headers['if-range'];
  const sameVersion = ifRange === undefined || (etag !== undefined && ifRange === etag);
  const range = sameVersion ? parseByteRange(request.headers.range, bytes.length) : null;
  if (range === null) return reply.send(bytes);
  if (range === 'unsatisfiable') {
    const error = new ApiError(416, 'API_ERROR_VALIDATION', 'The requested range is outside the file.');
    return reply
      .status(416)
      .header('Content-Range', `bytes */${bytes.length}`)
      .type('application/json; charset=utf-8')
      .send(error.toBody());
  }
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}
