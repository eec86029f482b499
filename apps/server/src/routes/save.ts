import { savePayloadSchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { saveDesign } from '../designs/save-design';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

/** A PNG export of a large layout plus its document; every other route keeps the 1 MB default. */
export const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export const saveRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/save', { bodyLimit: SAVE_BODY_LIMIT, onRequest: requireUser }, async (request) => {
    const input = validate(savePayloadSchema, request.body);
    const data = await saveDesign(
      { db: app.db, storage: app.storage, log: request.log },
      currentUser(request),
      input,
    );
    return { data };
  });
};
