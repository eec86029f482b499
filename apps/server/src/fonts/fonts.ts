import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { UploadedFont } from '@lienzo/core';
import type { Font, FontCollection } from 'fontkit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { newStorageKey, type Storage } from '../storage/storage';

export const invalidFont = () => new ApiError(400, 'API_ERROR_INVALID_FONT_FILE');

/** A TrueType font starts with version 1.0 (`00 01 00 00`) or Apple's `true`; `OTTO` is CFF (OpenType). */
function hasTrueTypeMagic(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const tag = bytes.subarray(0, 4);
  return tag.equals(Buffer.from([0, 1, 0, 0])) || tag.toString('latin1') === 'true';
}

/** Letters, digits, spaces and a few marks: a family name safe in CSS and in a document's `fontFamily`. */
export function cleanFamilyName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{N} _.&+-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
}

/**
 * The family name of a TrueType font, or API_ERROR_INVALID_FONT_FILE for anything else (an OpenType/CFF
 * font, a collection, WOFF, a file that only has the right name). fontkit parses the tables it reads; it is
 * loaded on the first upload, not at every start (with its Unicode tables and WOFF2 decoder, a second of a loaded
 * machine's start).
 */
export async function readTrueTypeFamily(bytes: Buffer): Promise<string> {
  if (!hasTrueTypeMagic(bytes)) throw invalidFont();
  const { create } = await import('fontkit');
  let font: Font | FontCollection;
  try {
    font = create(bytes);
  } catch {
    throw invalidFont();
  }
  if (!('familyName' in font) || font.type !== 'TTF' || !('glyf' in font.directory.tables))
    throw invalidFont();
  let family: string;
  try {
    family = cleanFamilyName(font.familyName ?? '');
    if (!(font.numGlyphs > 0)) throw invalidFont();
  } catch {
    throw invalidFont();
  }
  if (!family) throw invalidFont();
  return family;
}

export const fontUrl = (key: string) => `/fonts/${basename(key)}`;

type FontRow = { name: string; key: string; hash: string };

const toUploadedFont = (row: FontRow): UploadedFont => ({
  name: row.name,
  file: basename(row.key),
  hash: row.hash,
  secure_url: fontUrl(row.key),
});

/** The user's uploaded fonts, oldest first (SPEC §3 user.fonts). */
export async function listFonts(db: Kysely<Database>, userId: number): Promise<UploadedFont[]> {
  const rows = await db
    .selectFrom('fonts')
    .select(['name', 'key', 'hash'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toUploadedFont);
}

/**
 * Stores a checked TrueType font for a user: the file first, then its row; the file is removed again when
 * the row cannot be written. The same file uploaded twice by one user answers the font already stored.
 */
export async function storeFont(
  db: Kysely<Database>,
  storage: Storage,
  userId: number,
  bytes: Buffer,
): Promise<UploadedFont> {
  const name = await readTrueTypeFamily(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const existing = await db
    .selectFrom('fonts')
    .select(['name', 'key', 'hash'])
    .where('user_id', '=', userId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (existing) return toUploadedFont(existing);
  const key = newStorageKey('fonts', 'ttf');
  await storage.put(key, bytes);
  try {
    await db
      .insertInto('fonts')
      .values({ user_id: userId, name, key, hash, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return toUploadedFont({ name, key, hash });
}
