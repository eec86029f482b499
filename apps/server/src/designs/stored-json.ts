import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A JSON text the server wrote itself after validating it (a design's editor document, its sticker metadata),
 * as text or as its UTF-8 bytes. An answer places it as it is: parsing a multi-megabyte document only to write
 * it out again blocked the event loop for every other request (issue 20 #4).
 */
export class StoredJson {
  constructor(readonly json: string | Uint8Array) {}
}

/** A record whose stored-JSON fields are still text. */
export type WithStoredJson<Record, Keys extends keyof Record> = Omit<Record, Keys> & {
  [Key in Keys]: StoredJson;
};

/**
 * `{"data": record}` exactly as `JSON.stringify` writes it, except that `StoredJson` members are placed as they
 * are: one text, or, when a stored JSON is bytes, the UTF-8 parts in order (not copied into one buffer: a large
 * document then costs no allocation). Hand-written because Node 20 has no `JSON.rawJSON` (and that takes only
 * primitives): members are written one by one in the record's key order, an undefined one left out as
 * `JSON.stringify` does.
 */
export function dataAnswerJson(record: object): string | Uint8Array[] {
  const parts: Uint8Array[] = [];
  let text = '{"data":{';
  let first = true;
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!(value instanceof StoredJson)) text += JSON.stringify(value);
    else if (typeof value.json === 'string') text += value.json;
    else {
      parts.push(Buffer.from(text), value.json);
      text = '';
    }
  }
  text += '}}';
  if (parts.length === 0) return text;
  parts.push(Buffer.from(text));
  return parts;
}

/** Answers `{"data": record}` as `dataAnswerJson` writes it, parts streamed one after another. */
export function sendDataAnswer(reply: FastifyReply, record: object): FastifyReply {
  const answer = dataAnswerJson(record);
  void reply.type('application/json; charset=utf-8');
  if (typeof answer === 'string') return reply.send(answer);
  const length = answer.reduce((sum, part) => sum + part.byteLength, 0);
  return reply.header('content-length', length).send(Readable.from(answer, { objectMode: false }));
}
