import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP3_FIXTURE, OGG_FIXTURE } from '../test/audio-files';
import { catalogueTrackList, loadAudioCatalogue } from './catalogue-file';

describe('the operator’s audio catalogue file (AUDIO_CATALOGUE_FILE)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-audio-catalogue-'));
    await writeFile(join(dir, 'intro.mp3'), MP3_FIXTURE);
    await writeFile(join(dir, 'outro.ogg'), OGG_FIXTURE);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function catalogueWith(content: unknown): Promise<string> {
    const file = join(dir, 'tracks.json');
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  }

  const GOOD = [
    { name: 'Morning Run', category: 'Pop', src: 'https://media.example.com/audio/morning-run.mp3' },
    { name: 'Intro', category: 'Corporate', src: 'intro.mp3' },
    { name: 'Outro', category: 'Jazz', src: '' },
  ];

  it('reads tracks on the operator’s storage and on this machine, each at a stable path of this site', async () => {
    const tracks = await loadAudioCatalogue(
      await catalogueWith(
        GOOD.map((track, index) => (index === 2 ? { ...track, src: join(dir, 'outro.ogg') } : track)),
      ),
    );
    expect(
      tracks.map(({ name, category, extension, url, path }) => ({ name, category, extension, url, path })),
    ).toEqual([
      {
        name: 'Morning Run',
        category: 'Pop',
        extension: 'mp3',
        url: 'https://media.example.com/audio/morning-run.mp3',
        path: null,
      },
      { name: 'Intro', category: 'Corporate', extension: 'mp3', url: null, path: join(dir, 'intro.mp3') },
      { name: 'Outro', category: 'Jazz', extension: 'ogg', url: null, path: join(dir, 'outro.ogg') },
    ]);
    const list = catalogueTrackList(tracks);
    expect(list.map((track) => track.src)).toEqual([
      expect.stringMatching(/^\/audios\/catalogue\/[a-f0-9]{16}\.mp3$/),
      expect.stringMatching(/^\/audios\/catalogue\/[a-f0-9]{16}\.mp3$/),
      expect.stringMatching(/^\/audios\/catalogue\/[a-f0-9]{16}\.ogg$/),
    ]);
    // Reordered and renamed, a track keeps its address: designs that chose it still find it.
    const reordered = await loadAudioCatalogue(await catalogueWith([{ ...GOOD[1], name: 'Intro (new)' }]));
    expect(catalogueTrackList(reordered)[0]!.src).toBe(list[1]!.src);
  });

  it('stops with a message naming the file, the track and the problem', async () => {
    const cases: Array<[unknown, string]> = [
      ['{"name": "Intro",', 'is not valid JSON'],
      [{ tracks: GOOD }, 'expected array'],
      [[], 'expected array to have >=1 items'],
      [
        [{ ...GOOD[1], category: 'Reggae' }],
        'track 1: category: must be one of Alternative, Ambient, Cinematic',
      ],
      [[GOOD[0], { name: 'Intro', category: 'Pop' }], 'track 2: src:'],
      [[{ category: 'Pop', src: 'intro.mp3' }], 'track 1: name:'],
      [[{ ...GOOD[1], name: '   ' }], 'track 1: name:'],
      [[{ ...GOOD[1], url: 'x' }], 'track 1: Unrecognized key: "url"'],
      [
        [{ ...GOOD[1], src: 'missing.mp3' }],
        `track 1 (Intro): src ${join(dir, 'missing.mp3')} is not a readable file`,
      ],
      [[{ ...GOOD[1], src: 'intro.flac' }], 'track 1 (Intro): src must name an mp3, wav, ogg file'],
      [
        [{ ...GOOD[0], src: 'ftp://media.example.com/a.mp3' }],
        'src must be an http(s) URL without credentials',
      ],
      [[{ ...GOOD[0], src: 'https://me:secret@media.example.com/a.mp3' }], 'src must be an http(s) URL'],
      [[GOOD[1], { ...GOOD[1], name: 'Again' }], 'tracks 1 and 2 have the same src intro.mp3'],
    ];
    for (const [content, problem] of cases) {
      const file = await catalogueWith(content);
      const failure = await loadAudioCatalogue(file).then(
        () => null,
        (error: unknown) => (error as Error).message,
      );
      expect(failure, problem).toContain(file);
      expect(failure, problem).toContain(problem);
    }
    await expect(loadAudioCatalogue(join(dir, 'nope.json'))).rejects.toThrow(
      `${join(dir, 'nope.json')} cannot be read`,
    );
  });
});
