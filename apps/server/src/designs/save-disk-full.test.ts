// Issue 12, disk full: the files of a real server live on a real 1 MB tmpfs that the test fills to the last
// byte. A save that cannot store its picture answers an error (never a 2xx), leaves no row, no file and no
// temporary file, and keeps the design's old picture; once space returns, saves work again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignRecord, SavedDesign } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage';
import { makePng, savePayload } from '../test/fixtures';
import { ENGINES, localFiles, useTestServer } from '../test/harness';

const notRoot = process.getuid?.() === 0 ? null : 'mounting a tmpfs needs root';
if (notRoot) console.warn(`the disk-full tests are skipped: ${notRoot}`);

/** Writes until the file system refuses (ENOSPC), down to its last page. */
async function fill(folder: string): Promise<string> {
  const path = join(folder, 'filler.bin');
  const file = await open(path, 'w');
  try {
    for (const size of [256 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        const written = await file.write(chunk).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return null;
          throw error;
        });
        if (written === null || written.bytesWritten < size) break;
      }
    }
  } finally {
    await file.close();
  }
  return path;
}

for (const { engine, label, skip } of ENGINES) {
  describe.skipIf(skip || notRoot !== null)(`a save on a full disk [${label}]`, () => {
    const mountPoint = mkdtempSync(join(tmpdir(), 'lienzo-full-disk-'));
    beforeAll(() => {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint]);
    });
    afterAll(async () => {
      execFileSync('umount', [mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    });
    const server = useTestServer(engine, {
      storage: { storage: new LocalStorage(mountPoint), files: () => localFiles(mountPoint) },
    });

    it('refuses a new design and an update with an error, stores nothing, and saves again once space returns', async () => {
      const client = server().client();
      await client.signUp();
      const first = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64, '#ff0000'), { title: 'Red' }),
      );
      expect(first.statusCode).toBe(200);
      const design = first.json<{ data: SavedDesign }>().data;
      const picture = (await client.get(`/designs/${design.hash}_o.png`)).rawPayload;

      const filler = await fill(mountPoint);
      const before = await server().snapshot();
      const created = await client.post('/api/save', savePayload(await makePng(64, 64, '#00ff00')));
      const updated = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64, '#0000ff'), { id: design.id, title: 'Blue' }),
      );
      for (const answer of [created, updated]) {
        expect(answer.statusCode).toBe(500);
        expect(answer.json()).toEqual({
          error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
        });
      }
      expect(await server().snapshot()).toEqual(before);
      expect((await client.get(`/designs/${design.hash}_o.png`)).rawPayload.equals(picture)).toBe(true);

      await rm(filler);
      const again = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64, '#0000ff'), { id: design.id, title: 'Blue' }),
      );
      expect(again.statusCode).toBe(200);
      const record = (await client.get(`/api/getEditorByHash/${design.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(record.title).toBe('Blue');
      expect(await server().files()).not.toContainEqual(expect.stringMatching(/\.tmp-/));
    });
  });
}
