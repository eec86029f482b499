import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { isDesignHash } from '../designs/hash';
import { sendDataAnswer } from '../designs/stored-json';
import { notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { discoverTemplates, listTemplateCategories, readTemplateByHash } from '../templates/templates';

/** Templates for everyone, signed in or not: discover (SPEC §7), one template, and the browser's categories. */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.discover, {}, async (request) => ({
    data: await discoverTemplates(app.db, request.query),
  }));

  apiRoute(app, API_ROUTES.template, {}, async (request, reply) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const template = await readTemplateByHash(app.db, hash, request.query.lang);
    if (!template) throw notFound();
    return sendDataAnswer(reply, template);
  });

  apiRoute(app, API_ROUTES.templateCategories, {}, async () => ({
    data: { items: await listTemplateCategories(app.db) },
  }));
};
