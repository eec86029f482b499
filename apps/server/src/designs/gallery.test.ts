import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useTestServer } from '../test/harness';
import { galleryPageQuery } from './gallery';

const server = useTestServer('sqlite');

it('walks one index for a deep gallery page, with no row reads to filter and no sort step', async () => {
  const { db } = server();
  const compiled = galleryPageQuery(db, { userId: 1, page: 200, query: '' }).compile();
  const parameters = [...compiled.parameters];
  const plan = await sql
    .raw<{ detail: string }>(
      `explain query plan ${compiled.sql.replace(/\?/g, () => JSON.stringify(parameters.shift()))}`,
    )
    .execute(db);
  const details = plan.rows.map((row) => row.detail).join('\n');
  expect(details).toContain('USING INDEX designs_gallery_v2_idx (user_id=? AND is_template=?)');
  expect(details).not.toContain('TEMP B-TREE');
});
