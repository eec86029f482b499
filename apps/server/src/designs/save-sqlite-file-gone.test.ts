// Issue 12, lost database (SQLite): the database file is deleted, or replaced by another file, while the server
// runs. SQLite in WAL mode would go on writing into the unlinked file and every save would be answered 200 and
// be gone at the next start; the server refuses instead, leaves no file behind, and says why in its log.
import { copyFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedDesign } from '@lienzo/core';
import { expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { useTestServer } from '../test/harness';

const lines: string[] = [];
const logger = { level: 'error', stream: { write: (line: string) => void lines.push(line) } };

const cases: Array<{ what: string; lose: (file: string) => Promise<void> }> = [
  { what: 'deleted', lose: (file) => rm(file) },
  {
    what: 'replaced by a copy',
    lose: async (file) => {
      await copyFile(file, `${file}.copy`);
      await rename(`${file}.copy`, file);
    },
  },
];

for (const { what, lose } of cases) {
  const server = useTestServer('sqlite', { logger });

  it(`refuses every save once the database file is ${what}, and stores no file`, async () => {
    const client = server().client();
    await client.signUp();
    const first = await client.post('/api/save', savePayload(await makePng(32, 32, '#123456')));
    expect(first.statusCode).toBe(200);
    const { id } = first.json<{ data: SavedDesign }>().data;
    const files = await server().files();
    lines.length = 0;

    await lose(join(server().dir, 'lienzo.sqlite'));
    const created = await client.post('/api/save', savePayload(await makePng(32, 32, '#654321')));
    const updated = await client.post('/api/save', savePayload(await makePng(32, 32, '#abcdef'), { id }));
    for (const answer of [created, updated]) {
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({
        error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
      });
    }
    expect(await server().files()).toEqual(files);
    expect(lines.join('\n')).toContain('was removed or replaced while the server ran');
  });
}
