import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { createBoard, listBoards } from '../boards/boards';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';

export const boardRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.userBoards, {}, async (request) => ({
    data: { items: request.user ? await listBoards(app.db, request.user.id) : [] },
  }));

  apiRoute(app, API_ROUTES.createBoard, {}, async (request) => ({
    data: await createBoard(app.db, currentUser(request).id, request.body.name),
  }));
};
