import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file in DATA_DIR that keeps the generated secret across restarts when SESSION_SECRET is unset. */
export const SECRET_FILE = 'session-secret';
export const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs anti-forgery tokens: SESSION_SECRET when configured, otherwise a random one generated
 * once and kept (owner-only) in DATA_DIR, so tokens survive a restart.
 */
export function resolveServerSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return configured;
  }
  const file = resolve(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
