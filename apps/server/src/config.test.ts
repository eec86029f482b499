import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const moduleUrl = import.meta.url;

describe('server configuration from the environment', () => {
  it('is the product environment unless APP_ENV says otherwise', () => {
    expect(readConfig({}, moduleUrl).environment).toBe('prod');
    expect(readConfig({ APP_ENV: '' }, moduleUrl).environment).toBe('prod');
    expect(readConfig({ APP_ENV: 'dev' }, moduleUrl).environment).toBe('dev');
  });

  it('refuses an unknown environment or port with a clear message', () => {
    expect(() => readConfig({ APP_ENV: 'production' }, moduleUrl)).toThrow(
      'APP_ENV must be one of prod, dev, not production',
    );
    expect(() => readConfig({ PORT: 'eighty' }, moduleUrl)).toThrow('PORT must be a port number, not eighty');
  });

  it('reads the Instagram account list from INSTAGRAM_ACCOUNTS_FILE when set', () => {
    expect(readConfig({}, moduleUrl).instagramAccountsFile).toBeNull();
    expect(readConfig({ INSTAGRAM_ACCOUNTS_FILE: '' }, moduleUrl).instagramAccountsFile).toBeNull();
    expect(
      readConfig({ INSTAGRAM_ACCOUNTS_FILE: '/etc/lienzo/ig.json' }, moduleUrl).instagramAccountsFile,
    ).toBe('/etc/lienzo/ig.json');
  });
});

describe('security configuration', () => {
  it('reads SESSION_SECRET and EMBED_CROSS_SITE, off by default', () => {
    expect(readConfig({}, moduleUrl)).toMatchObject({ sessionSecret: undefined, embedCrossSite: false });
    const secret = 'x'.repeat(40);
    expect(readConfig({ SESSION_SECRET: secret, EMBED_CROSS_SITE: '1' }, moduleUrl)).toMatchObject({
      sessionSecret: secret,
      embedCrossSite: true,
    });
    expect(readConfig({ EMBED_CROSS_SITE: '0' }, moduleUrl).embedCrossSite).toBe(false);
  });
});

describe('base path', () => {
  it('mounts at the root unless BASE_PATH is set', () => {
    expect(readConfig({}, moduleUrl).basePath).toBe('');
    expect(readConfig({ BASE_PATH: '' }, moduleUrl).basePath).toBe('');
    expect(readConfig({ BASE_PATH: '/lienzo' }, moduleUrl).basePath).toBe('/lienzo');
    expect(readConfig({ BASE_PATH: '/apps/lienzo' }, moduleUrl).basePath).toBe('/apps/lienzo');
  });

  it('refuses a prefix it could not serve, saying what it expects', () => {
    for (const value of ['lienzo', '/', '/lienzo/', '/apps/../lienzo', '/a b', '/<x>'])
      expect(() => readConfig({ BASE_PATH: value }, moduleUrl), value).toThrow(
        `BASE_PATH must start with / and be /segments of letters, digits, '.', '_' or '-', without a trailing / or '..' (e.g. /lienzo), not ${JSON.stringify(value)}`,
      );
  });
});
