import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

// Parameters of new hashes. Stored hashes carry their own, so these can rise later without a migration.
export const PASSWORD_COST: Readonly<PasswordCost> = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** A value that no password matches: accounts with it cannot sign in with a password. */
export const NO_PASSWORD = '!';

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with a fresh random salt (base64). */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Verifying against this when there is no account makes "no such email" cost as much as "wrong password".
const DUMMY_SALT = randomBytes(SALT_BYTES);

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, PASSWORD_COST, KEY_LENGTH);
    return false;
  }
  const key = await derive(
    password,
    parsed.salt,
    { N: parsed.N, r: parsed.r, p: parsed.p },
    parsed.hash.length,
  );
  return timingSafeEqual(key, parsed.hash);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  const decodedHash = Buffer.from(hash, 'base64');
  if (decodedHash.length < 16) return null;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: decodedHash };
}
