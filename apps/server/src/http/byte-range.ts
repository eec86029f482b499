import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseRange } from 'range-parser';
import { ApiError } from './api-error';

/** Inclusive byte positions, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** range-parser's `code` bit for an element that is not `first-last`, `first-` or `-suffix`. */
const MALFORMED = 1;

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 §14), read by range-parser:
 * `first-last`, `first-` or `-suffix`. 'unsatisfiable' when no range overlaps the file (it starts past the
 * end, or is `-0`); null — send the whole file — when there is no header, or one we do not serve (another
 * unit, bad syntax, several ranges: multipart answers are not worth their cost for seeking media), as the RFC
 * allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const { code, type, ranges } = parseRange(size, header);
  if (type !== 'bytes' || code & MALFORMED) return null;
  if (ranges.length > 1) return null;
  const [range] = ranges;
  if (range) return { start: range.start, end: range.end };
  // No range left and none malformed: each started past the end, unless a suffix met an empty file (whole).
  return code === 0 ? null : 'unsatisfiable';
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
