import { PLACES_MAX_RESULTS, type Place } from '@lienzo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpPlaces } from '../places/http-places';
import { FakePlacesServer } from '../test/fake-places-server';
import { useTestServer, type TestClient } from '../test/harness';

const search = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/editor/searchLocations${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<{ data: Place[] }>().data.map((place) => place.name);
};

/** Queries that must be refused: missing, blank, over 100 characters, repeated or not a string. */
const BAD = [
  '',
  '?query=',
  '?query=%20%20%20',
  '?query=%09%0A',
  `?query=${'a'.repeat(101)}`,
  '?query=sevilla&query=madrid',
  '?query[a]=sevilla',
  '?query=sevilla&locale=fr',
];

describe('searchLocations with the default offline cities', () => {
  const server = useTestServer('sqlite');

  it('answers the places matching the query, at most 20, for anyone', async () => {
    const visitor = server().client();
    expect((await search(visitor, '?query=sevil'))[0]).toBe('Sevilla, Spain');
    expect((await search(visitor, '?query=m%C3%A9xico'))[0]).toBe('Mexico City, Mexico');
    expect((await search(visitor, '?query=san')).length).toBe(PLACES_MAX_RESULTS);
    expect(await search(visitor, '?query=zzqqxx')).toEqual([]);
    expect((await search(visitor, `?query=${encodeURIComponent('  sevilla  ')}`))[0]).toBe('Sevilla, Spain');
    expect(await search(visitor, `?query=${'a'.repeat(100)}`)).toEqual([]);
  });

  it('names countries in the language asked, else the signed-in user’s', async () => {
    const client = server().client();
    expect((await search(client, '?query=sevil&locale=es'))[0]).toBe('Sevilla, España');
    await client.signUp();
    const changed = await client.post('/api/me/language', { language: 'es' });
    expect(changed.statusCode).toBe(200);
    expect((await search(client, '?query=sevil'))[0]).toBe('Sevilla, España');
    expect((await search(client, '?query=sevil&locale=en'))[0]).toBe('Sevilla, Spain');
  });

  it('refuses a missing, blank, over-long, repeated or non-string query with a 400', async () => {
    const visitor = server().client();
    for (const query of BAD) {
      const response = await visitor.get(`/api/editor/searchLocations${query}`);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json<{ error: { code: string; message: string } }>();
      expect(error.code, query).toBe('API_ERROR_VALIDATION');
      expect(error.message, query).toMatch(/^The request is not valid\. .*(query|locale)/);
    }
  });
});

describe('searchLocations through the scheduler’s endpoint (a loopback one)', () => {
  let fake: FakePlacesServer;
  beforeAll(async () => {
    fake = await new FakePlacesServer().start();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
  });
  const server = useTestServer('sqlite', {
    places: {
      search: (query) => new HttpPlaces({ url: fake.url, timeoutMs: 1_000 }).search(query),
    },
  });

  it('answers the endpoint’s places', async () => {
    expect(await search(server().client(), '?query=M%C3%A1l')).toEqual(['Málaga, Andalucía, España']);
    expect(fake.last?.params).toEqual({ query: 'Mál' });
  });

  it('asks the endpoint nothing for a bad query', async () => {
    const before = fake.requests.length;
    for (const query of BAD)
      expect((await server().client().get(`/api/editor/searchLocations${query}`)).statusCode, query).toBe(
        400,
      );
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 API_ERROR_PLACES_UNAVAILABLE when the endpoint fails, without its details', async () => {
    fake.mode = 'server-error';
    const response = await server().client().get('/api/editor/searchLocations?query=Sevilla');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'API_ERROR_PLACES_UNAVAILABLE',
        message: 'The location search did not answer. Please try again later.',
      },
    });
  });
});
