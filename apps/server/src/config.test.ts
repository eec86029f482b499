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

describe('upload limits', () => {
  it('reads VIDEO_UPLOAD_MAX_BYTES, 64 MiB by default, and refuses anything but a positive byte count', () => {
    expect(readConfig({}, moduleUrl).videoUploadMaxBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ VIDEO_UPLOAD_MAX_BYTES: '' }, moduleUrl).videoUploadMaxBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ VIDEO_UPLOAD_MAX_BYTES: '1048576' }, moduleUrl).videoUploadMaxBytes).toBe(1_048_576);
    for (const value of ['0', '-5', '1.5', '64MB', ' 12', '1e6'])
      expect(() => readConfig({ VIDEO_UPLOAD_MAX_BYTES: value }, moduleUrl), value).toThrow(
        `VIDEO_UPLOAD_MAX_BYTES must be a whole number of bytes, at least 1, not ${value}`,
      );
  });
});
