import { API_ROUTES, EMOJIS_PAGE_SIZE, ICONS_PAGE_SIZE } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { ICON_CATEGORY_LIST, iconSvg, searchEmojis, searchIcons } from '../catalogue/catalogue';
import { notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';

/** An SVG may hold no script and fetch nothing, even when opened on its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The icon and emoji catalogue (SPEC §2 Icons drawer and /instagram, §7 iconsCategories): public, read-only,
 * built once from the installed icon sets. Icons are served as SVG on this site so designs may keep them.
 */
export const iconRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.iconsCategories, {}, async () => ({ data: { items: [...ICON_CATEGORY_LIST] } }));

  apiRoute(app, API_ROUTES.icons, {}, async (request) => {
    const { category, query, page, lang } = request.query;
    const items = searchIcons(category, query, page, ICONS_PAGE_SIZE, lang);
    if (!items) throw notFound();
    return { data: { items } };
  });

  apiRoute(app, API_ROUTES.emojis, {}, async (request) => {
    const { query, page, lang } = request.query;
    return { data: { items: searchEmojis(query, page, EMOJIS_PAGE_SIZE, lang) } };
  });

  app.get<{ Params: { set: string; file: string } }>('/icons/:set/:file', async (request, reply) => {
    const { set, file } = request.params;
    const svg = file.endsWith('.svg') ? iconSvg(set, file.slice(0, -'.svg'.length)) : null;
    if (svg === null) throw notFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Content-Security-Policy', SVG_POLICY)
      .header('Cache-Control', 'public, max-age=86400')
      .send(svg);
  });
};
