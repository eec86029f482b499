import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageSearchItem } from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { BUNDLED_PHOTOS_DIR } from '../config';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';

async function search(client: TestClient, query: string): Promise<ImageSearchItem[]> {
  const response = await client.get(`/api/images/search?${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<{ data: { items: ImageSearchItem[] } }>().data.items;
}

const catalogue = JSON.parse(await readFile(join(BUNDLED_PHOTOS_DIR, 'catalogue.json'), 'utf8')) as {
  photos: Array<{ id: string; file: string; author: string; licence: string }>;
};

describeEachEngine('image search over the bundled photos', (engine) => {
  const server = useTestServer(engine);

  it('lists every bundled photo for an empty query, 20 a page, each served from this site', async () => {
    const client = server().client();
    const all = await search(client, 'query=&page=1');
    expect(all.length).toBe(catalogue.photos.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(await search(client, 'page=2')).toEqual([]);
    for (const item of all) {
      expect(item.url).toMatch(/^\/photos\/[a-z0-9-]+\.jpg$/);
      expect(item.thumbnail_url).toBe(item.url.replace('.jpg', '_t.jpg'));
      expect(item.title.length).toBeGreaterThan(0);
    }
    const [first] = all;
    const picture = await client.get(first!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: first!.width, height: first!.height });
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    const thumbnail = await client.get(first!.thumbnail_url);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 200 });
  });

  it('finds photos by English and Spanish keywords, ignoring case and accents', async () => {
    const client = server().client();
    const ids = async (query: string) => (await search(client, query)).map((item) => item.id);
    expect(await ids('query=dog')).toEqual(['dogs-at-the-window']);
    expect(await ids('query=perros')).toEqual(['dogs-at-the-window']);
    expect(await ids('query=PERRO')).toEqual(['dogs-at-the-window']);
    expect(await ids('query=mariquita')).toEqual(['ladybird']);
    expect(await ids('query=montana')).toEqual(
      expect.arrayContaining(['picos-de-europa', 'aitzgorri-autumn']),
    );
    expect(await ids(`query=${encodeURIComponent('montaña nieve')}`)).toEqual(['picos-de-europa']);
    expect(await ids('query=sunset')).toContain('mountain-sunset');
    expect(await ids('query=zzzz')).toEqual([]);
    expect(await ids(`query=${encodeURIComponent('<script>')}`)).toEqual([]);
  });

  it('titles in the asked language, else the user’s, else English', async () => {
    const client = server().client();
    const [english] = await search(client, 'query=dog');
    expect(english?.title).toBe('Two dogs at the window');
    const [spanish] = await search(client, 'query=dog&locale=es');
    expect(spanish?.title).toBe('Dos perros en la ventana');
  });

  it('refuses bad queries and serves nothing but catalogue files under /photos', async () => {
    const client = server().client();
    for (const query of ['page=0', 'page=x', `query=${'a'.repeat(201)}`, 'locale=fr']) {
      const response = await client.get(`/api/images/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: { code: 'API_ERROR_VALIDATION' } });
    }
    for (const url of [
      '/photos/catalogue.json',
      '/photos/..%2F..%2Fpackage.json',
      '/photos/%2e%2e%2fsrc%2fapp.ts',
      '/photos/no-such-photo.jpg',
      '/photos/DANDELIONS.jpg',
    ]) {
      expect((await client.get(url)).statusCode, url).toBe(404);
    }
  });

  it('credits every bundled photo with its author and a free licence', () => {
    for (const photo of catalogue.photos) {
      expect(photo.author.length, photo.id).toBeGreaterThan(0);
      expect(['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'GPL-2.0-or-later'], photo.id).toContain(photo.licence);
    }
  });
});

describeEachEngine('image search over the signed-in user’s own uploads', (engine) => {
  const server = useTestServer(engine);

  async function upload(client: TestClient, filename: string): Promise<void> {
    const response = await client.post(
      '/api/uploadBackground',
      undefined,
      multipartFile(await makeJpeg(120, 90), filename, 'image/jpeg'),
    );
    expect(response.statusCode, filename).toBe(200);
  }

  it('finds a user’s uploads by file name for that user only, never for another user or a visitor', async () => {
    const owner = server().client();
    await owner.signUp();
    await upload(owner, 'Cumpleaños de Quimet.jpg');
    await upload(owner, 'C:\\fotos\\zebra-crossing.final.jpg');
    const other = server().client();
    await other.signUp();
    const visitor = server().client();

    const found = await search(owner, 'query=quimet');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ title: 'Cumpleaños de Quimet', width: 120, height: 90 });
    expect(found[0]!.url).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);
    expect(found[0]!.thumbnail_url).toMatch(/^\/uploads\/[a-f0-9]{24}_t\.jpg$/);
    expect((await owner.get(found[0]!.thumbnail_url)).statusCode).toBe(200);
    expect(
      (await search(owner, `query=${encodeURIComponent('CUMPLEANOS quim')}`)).map((i) => i.title),
    ).toEqual(['Cumpleaños de Quimet']);
    expect((await search(owner, 'query=zebra')).map((item) => item.title)).toEqual(['zebra-crossing.final']);

    expect(await search(other, 'query=quimet')).toEqual([]);
    expect(await search(visitor, 'query=quimet')).toEqual([]);
    expect(await search(other, 'query=zebra')).toEqual([]);
  });

  it('lists the user’s uploads, newest first, before the bundled photos, 20 a page', async () => {
    const owner = server().client();
    await owner.signUp();
    for (const name of ['first.jpg', 'second.jpg']) await upload(owner, name);
    const all = await search(owner, 'query=');
    expect(all.slice(0, 2).map((item) => item.title)).toEqual(['second', 'first']);
    expect(all.length).toBe(Math.min(20, catalogue.photos.length + 2));
    const everything = [...all, ...(await search(owner, 'page=2'))];
    expect(everything).toHaveLength(catalogue.photos.length + 2);
    expect(new Set(everything.map((item) => item.id)).size).toBe(everything.length);
    expect(await search(server().client(), 'query=')).toHaveLength(catalogue.photos.length);
  });
});
