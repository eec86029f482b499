// GET /api/feed: a page of 20 from a user with 100k designs, 50 requests in flight.
import Database from 'better-sqlite3';
import { resolve } from 'node:path';
import { hammer, signedInClient } from '../lib.mjs';
import { benchDocument, benchPng } from './api-save.mjs';

/** Saves one real design through the API, then copies it in SQL so the user owns `count` designs. */
async function seedDesigns(server, call, userId, count) {
  const response = await call('POST', '/api/save', {
    image: `data:image/png;base64,${await benchPng()}`,
    layout: 'instagram.story',
    width: 540,
    height: 960,
    editor: benchDocument(3),
    app_version: '1.0',
    title: 'Gallery design',
  });
  if (!response.ok) throw new Error(`seed save failed: ${response.status}`);
  const db = new Database(resolve(server.dataDir, 'lienzo.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO designs (hash, user_id, board_id, title, post_type, editor, text_content, keywords, layout,
       network, type, width, height, image_key, video_url, is_template, created_at, updated_at)
     SELECT printf('g%015d', i), d.user_id, NULL, d.title || ' ' || i, d.post_type, d.editor, d.text_content,
       d.keywords, d.layout, d.network, d.type, d.width, d.height, d.image_key, NULL, 0, d.created_at,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' seconds')
     FROM n, (SELECT * FROM designs WHERE user_id = ? LIMIT 1) AS d`,
  ).run(count - 1, userId);
  db.close();
}

/** Seeds a user with `designs` designs; returns a function that loads their gallery pages. */
export async function prepareGallery(server, designs) {
  const client = await signedInClient(server.url);
  await seedDesigns(server, client.call, client.user.id, designs);
  return async (connections) => {
    let page = 0;
    return hammer({
      url: server.url,
      connections,
      amount: 5000,
      request: { method: 'GET', path: '/api/feed?page=1', headers: client.headers() },
      // Walk the first 200 pages, so deep offsets count as much as the first page.
      setupRequest: (request) => ({ ...request, path: `/api/feed?page=${1 + (page++ % 200)}` }),
    });
  };
}
