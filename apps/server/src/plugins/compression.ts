import fastifyCompress from '@fastify/compress';
import { globalPlugin } from '../http/global-plugin';

/** Answers smaller than this go as they are: their compressed bytes would save less than a packet (issue 22). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * What is worth compressing: text, JSON, XML and SVG, scripts. Never pictures, video, audio, fonts or archives
 * (already compressed), `application/octet-stream` (downloads of any kind) or `text/event-stream` (a stream
 * must reach the client as it is written).
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|ecmascript|manifest\+json)|image\/svg\+xml)|[/+](?:json|xml)(?:;|$)/;

/**
 * Compresses the app's own answers (the API's JSON, the page, the web app's files that have no precompressed
 * copy) with brotli or gzip as the request accepts, above {@link COMPRESS_THRESHOLD}. The web app's files that
 * the build compressed already are sent as they are (see web-app.ts): an answer with a Content-Encoding is left
 * alone. Partial answers (Range) are never compressed, and request bodies are never decompressed: a few KB
 * of gzip can inflate to gigabytes, and no client of ours sends compressed bodies.
 */
export const compression = globalPlugin(async (app) => {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPE,
  });
});
