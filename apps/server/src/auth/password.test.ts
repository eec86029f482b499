import { describe, expect, it } from 'vitest';
import { hashPassword, NO_PASSWORD, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt, and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('never matches a missing, locked or malformed hash', async () => {
    for (const stored of [
      null,
      NO_PASSWORD,
      'scrypt$0$8$1$c2FsdA==$aGFzaA==',
      'bcrypt$x',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
