import { discoverQuerySchema, templateQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { isDesignHash } from '../designs/hash';
import { sendDataAnswer } from '../designs/stored-json';
import { notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { discoverTemplates, listTemplateCategories, readTemplateByHash } from '../templates/templates';

/** Templates for everyone, signed in or not: discover (SPEC §7), one template, and the browser's categories. */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/discover', async (request) => {
    const filters = validate(discoverQuerySchema, request.query);
    return { data: await discoverTemplates(app.db, filters) };
  });

  app.get<{ Params: { hash: string } }>('/api/template/:hash', async (request, reply) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const { lang } = validate(templateQuerySchema, request.query);
    const template = await readTemplateByHash(app.db, hash, lang);
    if (!template) throw notFound();
    return sendDataAnswer(reply, template);
  });

  app.get('/api/editor/templateCategories', async () => ({
    data: { items: await listTemplateCategories(app.db) },
  }));
};
