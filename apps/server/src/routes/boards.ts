import { boardCreateSchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { createBoard, listBoards } from '../boards/boards';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

export const boardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/editor/userBoards', async (request) => ({
    data: { items: request.user ? await listBoards(app.db, request.user.id) : [] },
  }));

  app.post('/api/boards/create', { onRequest: requireUser }, async (request) => {
    const { name } = validate(boardCreateSchema, request.body);
    return { data: await createBoard(app.db, currentUser(request).id, name) };
  });
};
