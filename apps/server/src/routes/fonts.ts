import { API_ROUTES, isFontFileName } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { invalidFont, storeFont } from '../fonts/fonts';
import { ApiError, notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { uploadRateLimit, type RateLimit } from '../http/rate-limits';
import { currentUser } from '../plugins/sessions';

const FONT_FILE = /^[a-f0-9]{24}\.ttf$/;

function isTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Font uploads (SPEC §7 POST /api/uploadFont) and the uploaded files, served from this site. */
export const fontRoutes: FastifyPluginAsync<{ rateLimit: RateLimit }> = async (app, { rateLimit }) => {
  apiRoute(app, API_ROUTES.uploadFont, { limit: uploadRateLimit(rateLimit) }, async (request) => {
    const notAFile = () => new ApiError(400, 'API_ERROR_VALIDATION', 'Send the font as a file.');
    if (!request.isMultipart()) throw notAFile();
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw notAFile();
      // SPEC §5: the name must contain "ttf"; the bytes are checked below, the name alone proves nothing.
      if (!isFontFileName(file.filename)) {
        file.file.resume();
        throw invalidFont();
      }
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isTooLarge(error)) throw new ApiError(413, 'API_ERROR_PAYLOAD_TOO_LARGE');
      // Whatever else the multipart reader refuses (no boundary, a body cut short) is the client's error.
      throw notAFile();
    }
    return { data: await storeFont(app.db, app.storage, currentUser(request).id, bytes) };
  });

  // Fonts are not secret: anyone with the (unguessable) address may load one, as a browser must for a design.
  app.get<{ Params: { file: string } }>('/fonts/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FONT_FILE.test(file)) throw notFound();
    const key = `fonts/${file}`;
    const row = await app.db.selectFrom('fonts').select('key').where('key', '=', key).executeTakeFirst();
    const bytes = row ? await app.storage.get(key) : null;
    if (!bytes) throw notFound();
    return reply.type('font/ttf').header('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
