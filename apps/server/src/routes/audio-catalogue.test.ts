import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioTrack } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAudioCatalogue, type OperatorTrack } from '../audio/catalogue-file';
import { TRACKS } from '../audio/tracks';
import { MP3_FIXTURE, OGG_FIXTURE } from '../test/audio-files';
import { describeEachEngine, TestServer, type EngineName } from '../test/harness';
import type { AudioCatalogue } from './audios';

/** The operator's storage: MP3 bytes at /music/*.mp3, a web page at /broken.mp3; counts what it serves. */
class OperatorStorage {
  served = 0;
  url = '';
  private readonly server: Server = createServer((request, response) => {
    if (request.url === '/broken.mp3') {
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return void response.end('<html>not found</html>');
    }
    this.served += 1;
    response.writeHead(200, { 'content-type': 'audio/mpeg' });
    response.end(MP3_FIXTURE);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function list(server: TestServer): Promise<AudioTrack[]> {
  const response = await server.client().get('/api/editor/audios');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: AudioTrack[] } }>().data.items;
}

function catalogueSuite(engine: EngineName): void {
  let dir: string;
  let storage: OperatorStorage;
  let tracks: OperatorTrack[];
  const servers: TestServer[] = [];
  const start = async (catalogue: AudioCatalogue) => {
    const server = await TestServer.start(engine, { audioCatalogue: catalogue });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    storage = await new OperatorStorage().start();
    dir = await mkdtemp(join(tmpdir(), 'lienzo-audio-catalogue-'));
    await writeFile(join(dir, 'outro.ogg'), OGG_FIXTURE);
    await writeFile(
      join(dir, 'tracks.json'),
      JSON.stringify([
        { name: 'Morning Run', category: 'Pop', src: `${storage.url}/music/morning-run.mp3` },
        { name: 'Outro', category: 'Jazz', src: 'outro.ogg' },
        { name: 'Broken', category: 'Rock', src: `${storage.url}/broken.mp3` },
      ]),
    );
    tracks = await loadAudioCatalogue(join(dir, 'tracks.json'));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await storage.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the operator’s tracks after the synthesised ones, and serves each from this site', async () => {
    const server = await start({ tracks, mode: 'extend' });
    const items = await list(server);
    expect(items).toHaveLength(TRACKS.length + 3);
    const operator = items.slice(TRACKS.length);
    expect(operator.map(({ name, category }) => ({ name, category }))).toEqual([
      { name: 'Morning Run', category: 'Pop' },
      { name: 'Outro', category: 'Jazz' },
      { name: 'Broken', category: 'Rock' },
    ]);
    const client = server.client();
    const [run, outro, broken] = operator;

    const first = await client.get(run!.src);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.equals(MP3_FIXTURE)).toBe(true);
    // Fetched once from the operator's storage, then kept in ours.
    await client.get(run!.src);
    expect(storage.served).toBe(1);
    expect(await server.files()).toContain(
      `audios/catalogue-${run!.src.split('/').pop()!.replace('.mp3', '')}.mp3`,
    );
    const ranged = await client.get(run!.src, { headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(MP3_FIXTURE.subarray(0, 100))).toBe(true);

    const ogg = await client.get(outro!.src);
    expect(ogg.headers['content-type']).toBe('audio/ogg');
    expect(ogg.rawPayload.equals(OGG_FIXTURE)).toBe(true);

    const notAudio = await client.get(broken!.src);
    expect(notAudio.statusCode).toBe(502);
    const brokenId = broken!.src.split('/').pop()!.replace('.mp3', '');
    expect((await server.files()).filter((key) => key.includes(brokenId))).toEqual([]);
    for (const path of [
      run!.src.replace('.mp3', '.ogg'),
      '/audios/catalogue/0123456789abcdef.mp3',
      '/audios/catalogue/..%2F..%2Ftracks.json',
      '/audios/catalogue/outro.ogg',
    ])
      expect((await client.get(path)).statusCode, path).toBe(404);
  });

  it('replaces the synthesised tracks when told to, still serving them for older designs', async () => {
    const server = await start({ tracks, mode: 'replace' });
    const items = await list(server);
    expect(items.map((item) => item.name)).toEqual(['Morning Run', 'Outro', 'Broken']);
    const synthesised = await server.client().get(`/audios/${TRACKS[0]!.slug}.wav`);
    expect(synthesised.statusCode).toBe(200);
  });
}

describeEachEngine('the operator’s audio catalogue', (engine) => {
  describe('AUDIO_CATALOGUE_FILE', () => catalogueSuite(engine));
});
