const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random object id. getRandomValues works on plain http too, where randomUUID does not. */
export function newObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
