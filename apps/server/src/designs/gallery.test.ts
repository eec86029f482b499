import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestServer } from '../test/harness';
import { galleryPageQuery, type GalleryQuery } from './gallery';

const server = useTestServer('sqlite');

async function planOf(query: GalleryQuery): Promise<string> {
  const { db } = server();
  const compiled = galleryPageQuery(db, query).compile();
  const parameters = [...compiled.parameters];
  const literal = (value: unknown) =>
    typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
  const plan = await sql
    .raw<{ detail: string }>(
      `explain query plan ${compiled.sql.replace(/\?/g, () => literal(parameters.shift()))}`,
    )
    .execute(db);
  return plan.rows.map((row) => row.detail).join('\n');
}

it('walks one index for a deep gallery page, reading no design row and sorting nothing', async () => {
  const details = await planOf({ userId: 1, page: 200, query: '' });
  expect(details).toContain('USING COVERING INDEX designs_gallery_v5_idx (user_id=? AND is_template=?)');
  expect(details).not.toContain('TEMP B-TREE');
});

it('starts a page after a cursor with a seek into the same index', async () => {
  const details = await planOf({ userId: 1, page: 1, query: '', cursor: '2026-11-23T10:00:00.000Z_500' });
  expect(details).toContain(
    'USING COVERING INDEX designs_gallery_v5_idx (user_id=? AND is_template=? AND updated_at<?)',
  );
  expect(details).not.toContain('TEMP B-TREE');
});

it('reads a folder’s page from the folder index alone', async () => {
  const details = await planOf({
    userId: 1,
    page: 1,
    query: '',
    boardId: 7,
    cursor: '2026-11-23T10:00:00.000Z_500',
  });
  expect(details).toContain('USING COVERING INDEX designs_board_v4_idx (board_id=? AND updated_at<?)');
  expect(details).not.toContain('TEMP B-TREE');
});
