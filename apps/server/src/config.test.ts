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
