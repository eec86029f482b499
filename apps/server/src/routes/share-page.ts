import { designImagePath, designPageImagePath, publicDesignPath } from '@lienzo/core';
import { pageImageKeys } from '../designs/design-pages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { videoKeyOfUrl } from '../designs/design-video';
import { isDesignHash } from '../designs/hash';
import { ApiError } from '../http/api-error';
import { renderMissingSharePage, renderSharePage } from '../share/share-page-html';
import { readSharePageTexts } from '../share/share-texts';

export interface SharePageOptions {
  /** The built web app, whose locale files give the page its words. */
  webDist: string | undefined;
  basePath: string;
  /** PUBLIC_URL: the origin browsers reach the server at; null to use the request's own. */
  publicUrl: string | null;
}

/** A Host header we are willing to repeat in absolute addresses: a name or IP, and maybe a port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/** The origin the page's absolute addresses start with: PUBLIC_URL when set, else the request's origin. */
function originOf(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (!HOST.test(request.host)) throw new ApiError(400, 'API_ERROR_VALIDATION', 'Host: not a host name.');
  return `${request.protocol}://${request.host}`;
}

/**
 * GET /s/{hash} (issue 11 Share): the public page of a saved design, for anyone with the link like its
 * picture and downloads; in the design owner's language. An unknown hash gets a 404 page.
 */
export const sharePageRoutes: FastifyPluginAsync<SharePageOptions> = async (
  app,
  { webDist, basePath, publicUrl },
) => {
  app.get<{ Params: { hash: string } }>('/s/:hash', async (request, reply) => {
    if (!webDist)
      return reply.status(503).type('text/plain; charset=utf-8').send('The Lienzo web app is not built yet.');
    const origin = `${originOf(request, publicUrl)}${basePath}`;
    const { hash } = request.params;
    const design = isDesignHash(hash)
      ? await app.db
          .selectFrom('designs')
          .innerJoin('users', 'users.id', 'designs.user_id')
          .select([
            'designs.id',
            'designs.title',
            'designs.width',
            'designs.height',
            'designs.video_url',
            'designs.image_key',
            'designs.page_count',
            'users.language',
          ])
          .where('designs.hash', '=', hash)
          .executeTakeFirst()
      : undefined;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!design) {
      const texts = await readSharePageTexts(webDist, 'en');
      return reply.status(404).send(renderMissingSharePage(`${origin}/`, texts));
    }
    const texts = await readSharePageTexts(webDist, design.language);
    const pageKeys = design.page_count > 1 ? await pageImageKeys(app.db, design) : [];
    const html = renderSharePage(
      {
        title: design.title,
        width: design.width,
        height: design.height,
        pageUrl: `${origin}${publicDesignPath(hash)}`,
        imageUrl: `${origin}${designImagePath(hash)}`,
        editorUrl: `${origin}/#/design/${hash}`,
        iconUrl: `${origin}/favicon.svg`,
        videoUrl: videoKeyOfUrl(design.video_url) ? `${origin}${design.video_url}` : null,
        pages: {
          count: design.page_count,
          imageUrls: pageKeys.flatMap((key, index) =>
            key ? [{ position: index + 1, url: `${origin}${designPageImagePath(hash, index + 1)}` }] : [],
          ),
        },
      },
      texts,
    );
    return reply.send(html);
  });
};
