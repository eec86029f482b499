import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePlacesServer } from '../test/fake-places-server';
import { HttpPlaces } from './http-places';
import { PlacesServiceError } from './places';

describe('the scheduler’s places endpoint (a loopback one)', () => {
  let fake: FakePlacesServer;
  let places: HttpPlaces;
  beforeAll(async () => {
    fake = await new FakePlacesServer().start();
    places = new HttpPlaces({ url: fake.url, timeoutMs: 1_000 });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
  });

  it('GETs the endpoint with the query and answers the places’ names, cleaned', async () => {
    expect(await places.search('Sevilla')).toEqual([
      { name: 'Sevilla, Andalucía, España' },
      { name: 'Sevilla la Nueva, Madrid, España' },
    ]);
    expect(fake.last).toEqual({ path: '/places/search', params: { query: 'Sevilla' } });
    expect(await places.search('nowhere')).toEqual([]);
  });

  it('keeps the endpoint’s own parameters and reads a list wrapped in data', async () => {
    const keyed = new HttpPlaces({ url: `${fake.url}?key=abc&query=old`, timeoutMs: 1_000 });
    fake.mode = 'wrapped';
    expect(await keyed.search('Mad')).toEqual([{ name: 'Madrid, España' }]);
    expect(fake.last?.params).toEqual({ key: 'abc', query: 'Mad' });
  });

  it.each([
    ['server-error', 'HTTP 500'],
    ['hang', 'no answer in 1000 ms'],
    ['not-json', 'not JSON'],
    ['malformed', 'unexpected answer'],
    ['too-large', 'over 1048576 bytes'],
    ['redirect', 'fetch failed'],
  ] as const)('turns a %s answer into a 502 saying what went wrong', async (mode, reason) => {
    fake.mode = mode;
    const failure = await places.search('Sevilla').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlacesServiceError);
    expect(failure).toMatchObject({ statusCode: 502, code: 'API_ERROR_PLACES_UNAVAILABLE' });
    expect((failure as PlacesServiceError).reason).toContain(reason);
  });

  it('turns a refused connection into a 502', async () => {
    const closed = new FakePlacesServer();
    await closed.start();
    const url = closed.url;
    await closed.close();
    const failure = await new HttpPlaces({ url }).search('Sevilla').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlacesServiceError);
  });
});
