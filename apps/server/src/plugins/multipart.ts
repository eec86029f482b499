import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@lienzo/core';
import { globalPlugin } from '../http/global-plugin';

/**
 * Multipart bodies for the upload routes (SPEC §7): one file, a few small fields, and never more than the upload
 * limit of §9 in memory — a bigger file fails while streaming (`RequestFileTooLargeError`), before it is stored.
 */
export const multipart = globalPlugin(async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
});
