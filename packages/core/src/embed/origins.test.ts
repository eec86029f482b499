import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseOrigin } from './origins';

describe('parseOrigin', () => {
  it('keeps origins spelled as the browser spells them', () => {
    for (const origin of ['https://host.example', 'http://127.0.0.1:8080', 'http://localhost:3000'])
      expect(parseOrigin(origin)).toBe(origin);
  });

  it('refuses wildcards, paths, credentials, other schemes and respellings', () => {
    for (const value of [
      '*',
      'null',
      '',
      'host.example',
      'https://*.example',
      'https://host.example/',
      'https://host.example/path',
      'https://user:pw@host.example',
      'HTTPS://HOST.EXAMPLE',
      'https://host.example:443',
      'ftp://host.example',
      'javascript:alert(1)',
      'file:///etc/passwd',
    ])
      expect(parseOrigin(value)).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  it('matches an origin exactly and nothing that only looks like it', () => {
    const allowed = ['https://a.com', 'http://127.0.0.1:8080'];
    expect(isAllowedOrigin('https://a.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', allowed)).toBe(true);
    for (const origin of [
      'https://a.com.evil.com',
      'https://evil.com',
      'http://a.com',
      'https://a.com:8443',
      'http://127.0.0.1:8081',
      'http://localhost:8080',
      'null',
      '',
    ])
      expect(isAllowedOrigin(origin, allowed)).toBe(false);
  });
});

describe('parseOrigin edge cases', () => {
  it('refuses ports out of range and malformed host names', () => {
    for (const value of [
      'http://host.example:80',
      'http://host.example:0',
      'http://host.example:65536',
      'http://host.example:08080',
      'http://-host.example',
      'http://host..example',
      'http://host.example.',
      'http://[::1]:8080',
    ])
      expect(parseOrigin(value)).toBeNull();
    expect(parseOrigin('http://host.example:65535')).toBe('http://host.example:65535');
  });
});
