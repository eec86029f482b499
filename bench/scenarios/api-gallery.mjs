// GET /api/feed: pages of 20 from a user with 100k designs, 50 requests in flight, on SQLite or PostgreSQL.
import Database from 'better-sqlite3';
import pg from 'pg';
import { resolve } from 'node:path';
import { hammer } from '../lib.mjs';
import { benchDocument, benchPng, saveBody } from './api-save.mjs';

const PAGES = 200;

/** Copies the user's one real design in SQL so they own `count` designs, each changed a second apart. */
const COPY_SQL = {
  sqlite: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO designs (hash, user_id, board_id, title, post_type, editor, text_content, keywords, layout,
       network, type, width, height, image_key, video_url, is_template, created_at, updated_at)
     SELECT printf('g%015d', i), d.user_id, NULL, d.title || ' ' || i, d.post_type, d.editor, d.text_content,
       d.keywords, d.layout, d.network, d.type, d.width, d.height, d.image_key, NULL, 0, d.created_at,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' seconds')
     FROM n, (SELECT * FROM designs WHERE user_id = ? LIMIT 1) AS d`,
  postgres: `INSERT INTO designs (hash, user_id, board_id, title, post_type, editor, text_content, keywords,
       layout, network, type, width, height, image_key, video_url, is_template, created_at, updated_at)
     SELECT 'g' || lpad(i::text, 15, '0'), d.user_id, NULL, d.title || ' ' || i, d.post_type, d.editor,
       d.text_content, d.keywords, d.layout, d.network, d.type, d.width, d.height, d.image_key, NULL, 0,
       d.created_at, to_char((now() - i * interval '1 second') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
     FROM generate_series(1, $1) AS i, (SELECT * FROM designs WHERE user_id = $2 LIMIT 1) AS d`,
};

async function copyDesigns(server, userId, copies) {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query(COPY_SQL.postgres, [copies, userId]);
      // As autovacuum leaves a table after inserts: its visibility map set, so index-only scans stay index-only.
      await client.query('VACUUM ANALYZE designs');
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(resolve(server.dataDir, 'lienzo.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare(COPY_SQL.sqlite).run(copies, userId);
  db.exec('ANALYZE');
  // A real server's writes checkpoint as they go; one 100k-row transaction would leave a 200 MB log to read through.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Saves one real design through the API, then copies it so the user owns `count` designs (hashes g000…1 on). */
export async function seedDesigns(server, call, userId, count) {
  const response = await call(
    'POST',
    '/api/save',
    saveBody(benchDocument(3), await benchPng(), 'Gallery design'),
  );
  if (!response.ok) throw new Error(`seed save failed: ${response.status}`);
  await copyDesigns(server, userId, count - 1);
}

/** The address of each of the first `PAGES` pages, as the web app asks for them: page 1, then by cursor. */
async function pageAddresses(call) {
  const addresses = ['/api/feed'];
  while (addresses.length < PAGES) {
    const response = await call('GET', addresses.at(-1));
    const { next_cursor: next } = (await response.json()).data;
    if (!next) break;
    addresses.push(`/api/feed?cursor=${encodeURIComponent(next)}`);
  }
  return addresses;
}

/**
 * Gives the signed-in `client` `designs` designs; returns a function that loads their gallery pages for
 * `seconds` with `connections` in flight: as fast as the server answers, or at `rate` pages a second.
 */
export async function prepareGallery(server, client, designs) {
  await seedDesigns(server, client.call, client.user.id, designs);
  const addresses = await pageAddresses(client.call);
  return async ({ connections, seconds, rate }) => {
    let request = 0;
    return hammer({
      url: server.url,
      connections,
      ...(rate ? { amount: Math.round(rate * seconds), overallRate: rate } : { duration: seconds }),
      request: { method: 'GET', path: addresses[0], headers: client.headers() },
      // Walk the first 200 pages, so deep pages count as much as the first one.
      setupRequest: (next) => ({ ...next, path: addresses[request++ % addresses.length] }),
    });
  };
}
