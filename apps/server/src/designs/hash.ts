import { randomInt } from 'node:crypto';
import { DESIGN_HASH } from '@lienzo/core';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new public design hash: 16 characters of [a-z0-9] from the CSPRNG (about 82 bits). */
export function newDesignHash(): string {
  let hash = '';
  for (let index = 0; index < 16; index++) hash += ALPHABET[randomInt(ALPHABET.length)];
  return hash;
}

export function isDesignHash(value: string): boolean {
  return DESIGN_HASH.test(value);
}
