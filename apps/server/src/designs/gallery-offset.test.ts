// Issue 20: an offset page of the gallery (SPEC §7 `?page=n`) asks whether a design is a favourite only for the
// 20 designs of the page, not for every design before the offset (3,000 at page 150 on PostgreSQL).
import { GALLERY_PAGE_SIZE } from '@lienzo/core';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { galleryPageQuery, listGallery } from './gallery';

const DESIGNS = 3000;

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Rows that each node with a subquery (the favourite flag) evaluated it for. */
function subqueryEvaluations(node: PlanNode): number[] {
  const children = node.Plans ?? [];
  const own = children.some((child) => child['Parent Relationship'] === 'SubPlan')
    ? [node['Actual Rows'] * node['Actual Loops']]
    : [];
  return [...own, ...children.flatMap(subqueryEvaluations)];
}

describeEachEngine('gallery offset pages', (engine) => {
  const server = useTestServer(engine);
  let userId: number;

  beforeAll(async () => {
    const client = server().client();
    userId = (await client.signUp()).id;
    await saveTestDesign(client);
    const { db } = server();
    // Copies of the saved design, each changed a second before the previous one.
    const copies =
      engine === 'postgres'
        ? sql`INSERT INTO designs (hash, user_id, title, post_type, editor, text_content, keywords, layout, network,
            type, width, height, image_key, is_template, created_at, updated_at, instagram_stickers)
          SELECT 'g' || lpad(i::text, 15, '0'), d.user_id, d.title, d.post_type, d.editor, d.text_content,
            d.keywords, d.layout, d.network, d.type, d.width, d.height, d.image_key, 0, d.created_at,
            to_char((now() - i * interval '1 second') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '[]'
          FROM generate_series(1, ${DESIGNS - 1}) AS i, (SELECT * FROM designs WHERE user_id = ${userId}) AS d`
        : sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${DESIGNS - 1})
          INSERT INTO designs (hash, user_id, title, post_type, editor, text_content, keywords, layout, network,
            type, width, height, image_key, is_template, created_at, updated_at, instagram_stickers)
          SELECT printf('g%015d', i), d.user_id, d.title, d.post_type, d.editor, d.text_content, d.keywords,
            d.layout, d.network, d.type, d.width, d.height, d.image_key, 0, d.created_at,
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' seconds'), '[]'
          FROM n, (SELECT * FROM designs WHERE user_id = ${userId}) AS d`;
    await copies.execute(db);
    await sql`ANALYZE`.execute(db);
  });

  it('gives the last offset page the same designs as walking the cursor', async () => {
    const { db } = server();
    const lastPage = DESIGNS / GALLERY_PAGE_SIZE;
    const byOffset = await listGallery(db, { userId, page: lastPage, query: '' });
    expect(byOffset.items).toHaveLength(GALLERY_PAGE_SIZE);
    const previous = await listGallery(db, { userId, page: lastPage - 1, query: '' });
    const byCursor = await listGallery(db, { userId, page: 1, query: '', cursor: previous.next_cursor! });
    expect(byOffset.items).toEqual(byCursor.items);
  });

  // PostgreSQL only: its planner worked the flag out before the offset; SQLite's did not, and its plans carry no
  // row counts to check.
  if (engine !== 'postgres') return;
  it('works out the favourite flag for the 20 designs of a deep page only', async () => {
    const { db } = server();
    const compiled = galleryPageQuery(db, {
      userId,
      page: DESIGNS / GALLERY_PAGE_SIZE,
      query: '',
    }).compile();
    const plan = await sql
      .raw<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${compiled.sql.replace(/\$(\d+)/g, (_, index: string) =>
          String(compiled.parameters[Number(index) - 1]),
        )}`,
      )
      .execute(db);
    const evaluations = subqueryEvaluations(plan.rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(evaluations.length).toBeGreaterThan(0);
    for (const rows of evaluations) expect(rows).toBeLessThanOrEqual(GALLERY_PAGE_SIZE);
  });
});
