import {
  designPageImagePath,
  pageImageParamsSchema,
  pageImagePayloadSchema,
  type SavedPageImage,
} from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { storePageImage } from '../designs/design-pages';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';
import { SAVE_BODY_LIMIT } from './save';

/**
 * POST /api/designs/{id}/pages/{position}/image (issue 23, extends SPEC §7): the picture of page 2 or later of
 * one of the caller's saved designs, sent by the editor after each save of a carousel (a save drops the pages'
 * earlier pictures). The body limit is the save's: one page's PNG is at most the save's picture.
 */
export const designPageRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string; position: string } }>(
    '/api/designs/:id/pages/:position/image',
    { bodyLimit: SAVE_BODY_LIMIT, onRequest: requireUser },
    async (request) => {
      const { id, position } = validate(pageImageParamsSchema, request.params);
      const { image } = validate(pageImagePayloadSchema, request.body);
      const user = currentUser(request);
      const deps = { db: app.db, storage: app.storage, log: request.log };
      const { hash } = await storePageImage(deps, user, id, position, image);
      const data: SavedPageImage = { position, image: designPageImagePath(hash, position) };
      return { data };
    },
  );
};
