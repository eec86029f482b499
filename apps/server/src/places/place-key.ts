import { searchKey } from '../catalogue/catalogue';

/** Letters that do not decompose into a base letter and a mark, and the Latin letters they are typed as. */
const LETTERS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/**
 * A place name as the search compares it: lower case, without accents ("méxico" is "mexico"), with the
 * letters above spelled out ("Łódź" is "lodz", "Ørsta" is "orsta"), and hyphens, apostrophes and runs of
 * spaces as one space ("Saint-Étienne" is "saint etienne").
 */
export function placeKey(text: string): string {
  return searchKey(text)
    .replace(/[øłđðħıßæœþ]/g, (letter) => LETTERS[letter]!)
    .replace(/[\s\-‐‑'’`]+/g, ' ')
    .trim();
}
