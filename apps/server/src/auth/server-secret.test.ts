import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveServerSecret, SECRET_FILE } from './server-secret';

describe('the server secret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-secret-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is SESSION_SECRET when configured, and nothing is written', async () => {
    const secret = 's'.repeat(40);
    expect(resolveServerSecret(secret, dir)).toBe(secret);
    await expect(stat(join(dir, SECRET_FILE))).rejects.toThrow();
  });

  it('refuses a SESSION_SECRET that is too short', () => {
    expect(() => resolveServerSecret('short', dir)).toThrow(
      'SESSION_SECRET must be at least 32 characters long',
    );
  });

  it('is generated once into DATA_DIR, owner-only, and read back after a restart', async () => {
    const first = resolveServerSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveServerSecret('', dir)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('replaces a stored secret that is too short', async () => {
    await writeFile(join(dir, SECRET_FILE), 'tiny\n');
    const secret = resolveServerSecret(undefined, dir);
    expect(secret).not.toBe('tiny');
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });
});
