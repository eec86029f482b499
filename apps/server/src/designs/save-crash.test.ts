// Issue 12, crash durability: saves run in a loop against the real server process, which is killed with SIGKILL
// at a random moment (seeded; the seed is printed) and started again, KILLS times. After each kill, with the
// server down, the database is checked (SQLite `integrity_check`) and every design row must point at a whole,
// decodable file; after each restart every acknowledged save (the client got its 200) must read back exactly as
// sent, through the API, and a save that was cut off is either all there or not there at all. At the end the
// server starts once more with STORAGE_SWEEP_GRACE_MS=0: its sweep leaves no unreferenced picture and no `.tmp-*`
// file, touches no seeded file, and every acknowledged save still reads back identical.
// PROOF_LONG=1 runs 200 kills per engine instead of 20; PROOF_SEED=n replays a run.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, type DesignDocument, type DesignRecord, type SavedDesign } from '@lienzo/core';
import BetterSqlite3 from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase } from '../db/create-database';
import { completeDocument, makePng, savePayload } from '../test/fixtures';
import { ENGINES } from '../test/harness';
import { HttpClient } from '../test/http-client';
import { eventually } from '../test/webhook-receiver';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { bundleServer, postgresUrlInSchema, removeServerBundle, ServerProcess } from '../test/server-process';

const LONG = process.env.PROOF_LONG === '1';
const KILLS = LONG ? 200 : 20;
const SEED = Number(process.env.PROOF_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Saves sent at once: two, so that a kill can land while one commits and another stores its file. */
const WRITERS = 2;
/** The kill lands this long after the first acknowledged save of a round, at most. */
const MAX_KILL_DELAY_MS = 300;

/** mulberry32: a small seeded generator, so that a failing run can be replayed with PROOF_SEED. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One version of a design as sent: its text and title are unique, and so is its picture's colour. */
interface Version {
  title: string;
  editor: DesignDocument;
  png: Buffer;
  pixels: Buffer;
}

interface TrackedDesign {
  id: number;
  hash: string;
  /** What the design holds: the last acknowledged version, or one read back after a crash. */
  known: Version;
  /** Updates sent after `known` and not acknowledged (cut off by a kill): the row may hold the last of them. */
  pending: Version[];
}

interface DesignRow {
  id: number;
  hash: string;
  user_id: number;
  title: string;
  editor: string;
  image_key: string;
  video_url: string | null;
}

async function pixelsOf(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

async function makeVersion(number: number): Promise<Version> {
  const colour = `#${((number * 2_654_435_761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
  const png = await makePng(16, 16, colour);
  const document = completeDocument(`Crash text ${number}`);
  return {
    title: `Crash save ${number}`,
    // A save's picture is its layout's size.
    editor: { ...document, layout: { ...document.layout, width: 16, height: 16 } },
    png,
    pixels: await pixelsOf(png),
  };
}

let bundle: string;
beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(async () => {
  await removeServerBundle(bundle);
});

// The two engines run side by side: most of a round is a server starting, which leaves the other room.
describe('acknowledged saves across kill -9 of the server', () => {
  for (const { engine, label, skip } of ENGINES)
    it(
      `keeps every acknowledged save whole through ${KILLS} kills [${label}]`,
      // Twenty restarts take a minute or two on a quiet machine and several on a loaded one.
      { concurrent: true, skip, timeout: (LONG ? 3_600 : 900) * 1000 },
      async ({ expect }) => {
        const random = seededRandom(SEED + (engine === 'postgres' ? 1 : 0));
        console.info(`[crash ${engine}] seed ${SEED} (PROOF_SEED=${SEED} replays it), ${KILLS} kills`);
        const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-crash-'));
        const schema = engine === 'postgres' ? await createTestSchema() : null;
        let server: ServerProcess | undefined;
        try {
          const env: Record<string, string> = { DATA_DIR: dataDir };
          // Named, so that the check after a kill can wait for the dead server's sessions to end.
          const applicationName = `lienzo-crash-${schema ?? 'sqlite'}`;
          if (schema) {
            const url = new URL(postgresUrlInSchema(TEST_POSTGRES_URL, schema));
            url.searchParams.set('application_name', applicationName);
            env.DATABASE_URL = url.toString();
          }
          const filesRoot = join(dataDir, 'files');

          server = await ServerProcess.start(bundle, env);
          const client = new HttpClient(server.origin);
          const user = await client.signUp(`crash-${engine}-${SEED}@example.com`);

          const designs: TrackedDesign[] = [];
          /** Creates cut off by a kill: their row may exist (whole) or not. */
          const unacknowledged = new Map<string, Version>();
          /** Saves that were answered with an error: nothing of them may exist. */
          const refused = new Set<string>();
          let versions = 0;
          const figures = { acknowledged: 0, cutOff: 0, cutOffKept: 0, integrityOk: 0, verifiedReads: 0 };
          const started = Date.now();

          const rowsNow = async (): Promise<DesignRow[]> => {
            const columns = ['id', 'hash', 'user_id', 'title', 'editor', 'image_key', 'video_url'] as const;
            if (engine === 'sqlite') {
              // Read-only: the recovery of the WAL the kill left is the restarted server's to do, not this check's.
              const database = new BetterSqlite3(join(dataDir, 'lienzo.sqlite'), { readonly: true });
              try {
                expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
                expect(database.pragma('foreign_key_check')).toEqual([]);
                figures.integrityOk += 1;
                return database.prepare(`select ${columns.join(', ')} from designs`).all() as DesignRow[];
              } finally {
                database.close();
              }
            }
            const db = createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema: schema! });
            try {
              return await db.selectFrom('designs').select(columns).execute();
            } finally {
              await db.destroy();
            }
          };

          const serverSessions = async (): Promise<number> => {
            const db = createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema: schema! });
            try {
              const { rows } = await sql<{
                count: string;
              }>`select count(*) as count from pg_stat_activity where application_name = ${applicationName}`.execute(
                db,
              );
              return Number(rows[0]?.count);
            } finally {
              await db.destroy();
            }
          };
          // A COMMIT the killed server sent may still be finishing in its PostgreSQL session (its client was never
          // answered, so that save was not acknowledged): the check reads once every session of it has ended.
          const deadServerSessionsEnded = async (): Promise<void> => {
            if (schema)
              await eventually(
                'the killed server has no PostgreSQL session left',
                async () => (await serverSessions()) === 0,
              );
          };

          /** Each seeded template's file and document as the first check found them whole. */
          const seededDigests = new Map<string, string>();
          /** With the server down: the database is whole, every row's file is, and each design holds a version sent. */
          const checkAfterKill = async (): Promise<void> => {
            await deadServerSessionsEnded();
            const rows = await rowsNow();
            const byHash = new Map(rows.map((row) => [row.hash, row]));
            for (const row of rows) {
              // Seeded templates included: no row may point at a missing or torn file. A seeded template's file
              // and row, written before the first start listened, are decoded once; after that the same bytes
              // and document must be there (decoding the 88 each round was a tenth of this test's CPU).
              const seeded = row.user_id !== user.id;
              const bytes = await readFile(join(filesRoot, row.image_key)).catch(() => null);
              expect(bytes, `the file of design ${row.hash} (${row.image_key})`).toBeInstanceOf(Buffer);
              const digest = createHash('sha256').update(bytes!).update(row.editor).digest('hex');
              if (seeded && seededDigests.get(row.hash) === digest) continue;
              const file = await sharp(bytes!, { failOn: 'truncated' })
                .raw()
                .toBuffer()
                .catch((error: unknown) => error);
              expect(file, `the file of design ${row.hash} (${row.image_key})`).toBeInstanceOf(Buffer);
              expect(migrate(JSON.parse(row.editor)).ok, `the document of design ${row.hash}`).toBe(true);
              if (seeded) seededDigests.set(row.hash, digest);
            }
            const sentVersion = async (
              row: DesignRow,
              candidates: Version[],
            ): Promise<Version | undefined> => {
              const version = candidates.find((candidate) => candidate.title === row.title);
              if (!version) return undefined;
              expect(JSON.parse(row.editor)).toEqual(version.editor);
              expect(
                (await pixelsOf(await readFile(join(filesRoot, row.image_key)))).equals(version.pixels),
              ).toBe(true);
              return version;
            };
            for (const design of designs) {
              const row = byHash.get(design.hash);
              expect(row, `acknowledged design ${design.hash}`).toBeDefined();
              const version = await sentVersion(row!, [design.known, ...design.pending]);
              expect(version, `design ${design.hash} holds "${row!.title}"`).toBeDefined();
              if (version !== design.known) figures.cutOffKept += 1;
              design.known = version!;
              design.pending = [];
            }
            const tracked = new Set(designs.map((design) => design.hash));
            for (const row of rows) {
              if (row.user_id !== user.id || tracked.has(row.hash)) continue;
              expect(refused.has(row.title), `a refused save is stored: ${row.title}`).toBe(false);
              const version = await sentVersion(row, [...unacknowledged.values()]);
              expect(version, `design ${row.hash} "${row.title}" was never sent`).toBeDefined();
              figures.cutOffKept += 1;
              designs.push({ id: row.id, hash: row.hash, known: version!, pending: [] });
            }
            unacknowledged.clear();
          };

          /** With the server up: every design reads back through the API as it was sent. */
          const verifyThroughApi = async (): Promise<void> => {
            const queue = [...designs];
            const reader = async () => {
              for (let design = queue.pop(); design; design = queue.pop()) {
                const record = await client.get(`/api/getEditorByHash/${design.hash}`);
                expect(record.status).toBe(200);
                const data = record.json<{ data: DesignRecord }>().data;
                expect({ title: data.title, editor: data.editor }).toEqual({
                  title: design.known.title,
                  editor: design.known.editor,
                });
                const image = await client.get(`/designs/${design.hash}_o.png`);
                expect(image.status).toBe(200);
                expect((await pixelsOf(image.body)).equals(design.known.pixels)).toBe(true);
                figures.verifiedReads += 1;
              }
            };
            await Promise.all(Array.from({ length: 8 }, reader));
          };

          /** Called at each acknowledged save: the round under way starts its kill timer at its first one. */
          let roundAcknowledged = () => {};
          const save = async (version: Version, design?: TrackedDesign): Promise<void> => {
            const payload = savePayload(version.png, {
              editor: version.editor,
              title: version.title,
              ...(design ? { id: design.id } : {}),
            });
            if (design) design.pending.push(version);
            else unacknowledged.set(version.title, version);
            let answer;
            try {
              answer = await client.post('/api/save', payload);
            } catch {
              figures.cutOff += 1;
              return;
            }
            if (answer.status !== 200) {
              refused.add(version.title);
              if (design) design.pending.pop();
              else unacknowledged.delete(version.title);
              throw new Error(`a save was refused: ${answer.status} ${answer.body.toString()}`);
            }
            figures.acknowledged += 1;
            roundAcknowledged();
            const saved = answer.json<{ data: SavedDesign }>().data;
            if (design) {
              expect(saved.hash).toBe(design.hash);
              design.known = version;
              design.pending = [];
            } else {
              unacknowledged.delete(version.title);
              designs.push({ id: saved.id, hash: saved.hash, known: version, pending: [] });
            }
          };

          // The sessions are found by their name: the barrier above is not waiting for nothing.
          if (schema) expect(await serverSessions()).toBeGreaterThan(0);
          for (let kill = 0; kill < KILLS; kill += 1) {
            let killed = false;
            const busy = new Set<TrackedDesign>();
            const writer = async () => {
              while (!killed) {
                const idle = designs.filter((design) => !busy.has(design));
                const design =
                  idle.length && random() < 0.4 ? idle[Math.floor(random() * idle.length)] : undefined;
                // Taken before any await: the other writer must not pick the same design while this one
                // draws its picture (two updates at once would leave the bookkeeping unable to say which
                // one the row may hold).
                if (design) busy.add(design);
                try {
                  versions += 1;
                  const version = await makeVersion(versions);
                  if (killed) break;
                  await save(version, design);
                } finally {
                  if (design) busy.delete(design);
                }
              }
            };
            const running = server;
            // The kill timer starts at the round's first acknowledged save, however slow a loaded machine makes
            // it: every round then has saves acknowledged before the kill and others cut off by it.
            const firstAcknowledged = new Promise<void>((resolve) => {
              roundAcknowledged = resolve;
            });
            // Settled at once so that a writer's failure waits for the kill instead of escaping as unhandled.
            const writers = Promise.all(Array.from({ length: WRITERS }, writer)).then(
              () => null,
              (error: unknown) => error,
            );
            const delay = random() * MAX_KILL_DELAY_MS;
            const writing = await Promise.race([
              firstAcknowledged.then(() => true),
              writers.then(() => false),
            ]);
            if (writing) await new Promise((wait) => setTimeout(wait, delay));
            killed = true;
            expect((await running.stop('SIGKILL')).signal).toBe('SIGKILL');
            const failure = await writers;
            if (failure) throw failure;

            await checkAfterKill();
            server = await ServerProcess.start(bundle, env);
            client.origin = server.origin;
            await verifyThroughApi();
          }

          const leftovers = await readdir(join(filesRoot, 'designs'));
          const referenced = new Set((await rowsNow()).map((row) => row.image_key.replace(/^designs\//, '')));
          const temporary = leftovers.filter((name) => name.startsWith('.tmp-'));
          const orphans = leftovers.filter((name) => !referenced.has(name) && !name.startsWith('.tmp-'));

          // One more start, with no grace period: the sweep removes what the cut-off saves left, and only that.
          // A track played once is stored (synthesised on its first play), and must stay too.
          expect((await client.get('/audios/glass-static.wav')).status).toBe(200);
          const seeded = async () => ({
            templates: await readdir(join(filesRoot, 'templates')),
            audios: await readdir(join(filesRoot, 'audios')),
          });
          const seededBefore = await seeded();
          expect(seededBefore.templates.length).toBeGreaterThan(0);
          expect((await server.stop('SIGKILL')).signal).toBe('SIGKILL');
          server = await ServerProcess.start(bundle, { ...env, STORAGE_SWEEP_GRACE_MS: '0' });
          client.origin = server.origin;
          const sweeps = server.lines.filter((line) => line.includes('"msg":"storage swept"'));
          expect(sweeps).toHaveLength(1);
          expect(JSON.parse(sweeps[0]!)).toMatchObject({
            removed: orphans.length,
            unfinished: temporary.length,
          });
          const swept = await readdir(join(filesRoot, 'designs'));
          expect(swept.filter((name) => name.startsWith('.tmp-'))).toEqual([]);
          // The templates' rows name files of their own folder.
          expect(swept.sort()).toEqual([...referenced].filter((name) => !name.includes('/')).sort());
          expect(await seeded()).toEqual(seededBefore);
          await verifyThroughApi();

          console.info(
            `[crash ${engine}] seed ${SEED}: ${KILLS} kills in ${Math.round((Date.now() - started) / 1000)} s, ` +
              `${figures.acknowledged} saves acknowledged, ${figures.cutOff} cut off (${figures.cutOffKept} of them kept whole), ` +
              `${designs.length} designs read back identical after every restart (${figures.verifiedReads} reads), mismatches 0, ` +
              `${engine === 'sqlite' ? `integrity_check ok ${figures.integrityOk}/${figures.integrityOk}, ` : ''}` +
              `${orphans.length} unreferenced picture(s) and ${temporary.length} temporary file(s) left by cut-off saves, ` +
              `all removed by the sweep at the next start (0 left)`,
          );
          expect(figures.acknowledged).toBeGreaterThanOrEqual(KILLS);
        } finally {
          await server?.stop('SIGKILL');
          if (schema) await dropTestSchema(schema);
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    );
});
