import { AUDIO_CATEGORIES, type AudioTrack } from '@lienzo/core';
import { expect, it } from 'vitest';
import { trackStorageKey } from '../audio/library';
import { TRACKS } from '../audio/tracks';
import { describeEachEngine, useTestServer } from '../test/harness';
import { readWavHeader } from '../test/wav';

describeEachEngine('audio tracks', (engine) => {
  const server = useTestServer(engine);

  it('lists a track per category, each served from this site as a WAV of 20 to 30 seconds', async () => {
    const client = server().client();
    const response = await client.get('/api/editor/audios');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ data: { items: AudioTrack[] } }>().data;
    expect(items.length).toBeGreaterThanOrEqual(13);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(AUDIO_CATEGORIES));
    for (const item of items) {
      expect(item).toEqual({ name: expect.any(String), src: expect.any(String), category: item.category });
      expect(item.src).toMatch(/^\/audios\/[a-z0-9-]+\.wav$/);
      const file = await client.get(item.src);
      expect(file.statusCode, item.src).toBe(200);
      expect(file.headers['content-type']).toBe('audio/wav');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const header = readWavHeader(file.rawPayload);
      expect(header).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, bitsPerSample: 16 });
      expect(header.dataSize).toBe(file.rawPayload.length - 44);
      const seconds = header.dataSize / 2 / header.sampleRate;
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(30);
    }
    // Made once, then kept in storage.
    expect(await server().files()).toEqual(TRACKS.map(trackStorageKey).sort());
  });

  it('answers 404 for unknown, traversing or malformed audio paths', async () => {
    const client = server().client();
    for (const path of [
      '/audios/nope.wav',
      '/audios/..%2Fdata.wav',
      '/audios/%2e%2e%2flienzo.sqlite',
      '/audios/glass-static.mp3',
      '/audios/GLASS-STATIC.wav',
      '/audios/glass-static-v1.wav',
    ]) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('API_ERROR_NOT_FOUND');
    }
  });
});
