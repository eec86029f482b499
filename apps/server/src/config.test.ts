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

  it('reads EMBED_ORIGINS as exact origins, none by default', () => {
    expect(readConfig({}, moduleUrl).embedOrigins).toEqual([]);
    expect(readConfig({ EMBED_ORIGINS: ' ' }, moduleUrl).embedOrigins).toEqual([]);
    expect(
      readConfig(
        { EMBED_ORIGINS: 'https://host.example, http://127.0.0.1:8080,https://host.example' },
        moduleUrl,
      ).embedOrigins,
    ).toEqual(['https://host.example', 'http://127.0.0.1:8080']);
  });

  it('refuses a wildcard, a path or anything but an exact origin at start, naming the bad value', () => {
    const bad = (value: string) => () => readConfig({ EMBED_ORIGINS: value }, moduleUrl);
    const message = 'EMBED_ORIGINS must list exact origins (scheme://host[:port], no path, no *)';
    for (const value of [
      '*',
      'https://*.example',
      'https://host.example/',
      'https://host.example/widget',
      'host.example',
      'null',
      'ftp://host.example',
      'https://host.example,,https://other.example',
      'https://user:pw@host.example',
    ])
      expect(bad(value)).toThrow(message);
    expect(bad('https://ok.example,https://bad.example/path')).toThrow('not "https://bad.example/path"');
  });
});

describe('storage configuration', () => {
  const s3 = { STORAGE: 's3', S3_BUCKET: 'lienzo-files' };

  it('keeps files in DATA_DIR/files unless STORAGE says s3', () => {
    expect(readConfig({ DATA_DIR: '/srv/lienzo' }, moduleUrl).storage).toEqual({
      kind: 'local',
      root: '/srv/lienzo/files',
    });
    expect(readConfig({ DATA_DIR: '/srv/lienzo', STORAGE: 'local' }, moduleUrl).storage.kind).toBe('local');
  });

  it('reads a bucket with the defaults: us-east-1, virtual-host style, no prefix, the SDK credential chain', () => {
    expect(readConfig(s3, moduleUrl).storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'lienzo-files',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
        prefix: '',
      },
    });
  });

  it('reads every S3 variable for an S3-compatible server', () => {
    const config = readConfig(
      {
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: '/lienzo/prod/',
      },
      moduleUrl,
    );
    expect(config.storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'lienzo-files',
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        prefix: 'lienzo/prod',
      },
    });
    expect(readConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }, moduleUrl).storage).toMatchObject({
      s3: { forcePathStyle: false },
    });
  });

  it('refuses bad combinations at start with a clear message', () => {
    const refusals: Array<[NodeJS.ProcessEnv, string]> = [
      [{ STORAGE: 'gcs' }, 'STORAGE must be local or s3, not gcs'],
      [{ STORAGE: 's3' }, 'STORAGE=s3 needs S3_BUCKET'],
      [{ S3_BUCKET: 'lienzo-files' }, 'S3_BUCKET set but STORAGE is local: set STORAGE=s3, or unset them'],
      [
        { STORAGE: 'local', S3_REGION: 'eu-west-1', S3_PREFIX: 'x' },
        'S3_REGION, S3_PREFIX set but STORAGE is local',
      ],
      [{ ...s3, S3_BUCKET: 'Lienzo_Files' }, 'S3_BUCKET must be a bucket name'],
      [{ ...s3, S3_BUCKET: 'ab' }, 'S3_BUCKET must be a bucket name'],
      [{ ...s3, S3_REGION: 'EU West' }, 'S3_REGION must be a region name such as eu-west-1, not EU West'],
      [{ ...s3, S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ ...s3, S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
      [{ ...s3, S3_ENDPOINT: 'ftp://files.example.com' }, 'S3_ENDPOINT must be an http(s) URL'],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be 1, true, 0 or false, not yes'],
      [{ ...s3, S3_PREFIX: 'lienzo/../other' }, 'S3_PREFIX must be folder names'],
      [{ ...s3, S3_PREFIX: 'a//b' }, 'S3_PREFIX must be folder names'],
    ];
    for (const [env, message] of refusals)
      expect(() => readConfig(env, moduleUrl), JSON.stringify(env)).toThrow(message);
  });

  it('never repeats credentials in its messages', () => {
    const secret = 'wJalrXUtnFEMI-secret';
    expect(() =>
      readConfig({ ...s3, S3_ENDPOINT: `https://AKIAKEY:${secret}@s3.example.com` }, moduleUrl),
    ).toThrow(
      /^S3_ENDPOINT must be an http\(s\) URL without credentials, such as http:\/\/127\.0\.0\.1:9000$/,
    );
    let message = '';
    try {
      readConfig({ ...s3, S3_SECRET_ACCESS_KEY: secret }, moduleUrl);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('go together');
    expect(message).not.toContain(secret);
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

describe('workers', () => {
  it('runs one process unless WORKERS asks for more, and refuses anything but 1 to 64', () => {
    expect(readConfig({}, moduleUrl).workers).toBe(1);
    expect(readConfig({ WORKERS: '2' }, moduleUrl).workers).toBe(2);
    for (const value of ['0', '65', '-1', '1.5', 'two', ' 2'])
      expect(() => readConfig({ WORKERS: value }, moduleUrl), value).toThrow(
        `WORKERS must be a whole number from 1 to 64, not ${value}`,
      );
  });
});

describe('storage sweep', () => {
  it('keeps unnamed files an hour unless STORAGE_SWEEP_GRACE_MS says otherwise, 0 included', () => {
    expect(readConfig({}, moduleUrl).storageSweepGraceMs).toBe(3_600_000);
    expect(readConfig({ STORAGE_SWEEP_GRACE_MS: '' }, moduleUrl).storageSweepGraceMs).toBe(3_600_000);
    expect(readConfig({ STORAGE_SWEEP_GRACE_MS: '0' }, moduleUrl).storageSweepGraceMs).toBe(0);
    expect(readConfig({ STORAGE_SWEEP_GRACE_MS: '86400000' }, moduleUrl).storageSweepGraceMs).toBe(
      86_400_000,
    );
    expect(readConfig({ STORAGE_SWEEP_GRACE_MS: '604800000' }, moduleUrl).storageSweepGraceMs).toBe(
      604_800_000,
    );
  });

  it('refuses a grace period that is not a whole number of milliseconds up to a week, naming the value', () => {
    for (const value of ['-1', '1.5', '1h', ' 60', '1e6', 'NaN', '604800001', '99999999999999999999'])
      expect(() => readConfig({ STORAGE_SWEEP_GRACE_MS: value }, moduleUrl), value).toThrow(
        `STORAGE_SWEEP_GRACE_MS must be a whole number of milliseconds from 0 to 604800000, not ${value}`,
      );
  });
});

describe('job queue', () => {
  it('keeps pg-boss in the pgboss schema unless PGBOSS_SCHEMA names another, and refuses a name that is not plain', () => {
    expect(readConfig({}, moduleUrl).jobSchema).toBe('pgboss');
    expect(readConfig({ PGBOSS_SCHEMA: '' }, moduleUrl).jobSchema).toBe('pgboss');
    expect(readConfig({ PGBOSS_SCHEMA: 'lienzo_jobs' }, moduleUrl).jobSchema).toBe('lienzo_jobs');
    for (const value of ['Jobs', 'jobs; drop table users', '1jobs', 'job-queue', 'a'.repeat(64)])
      expect(() => readConfig({ PGBOSS_SCHEMA: value }, moduleUrl), value).toThrow(
        `PGBOSS_SCHEMA must be a lower-case SQL name such as pgboss, not ${value}`,
      );
  });

  it('reads MP4_LEASE_SECONDS (the default lease when unset), refusing anything but 1 to 86400 whole seconds', () => {
    expect(readConfig({}, moduleUrl).mp4LeaseMs).toBeUndefined();
    expect(readConfig({ MP4_LEASE_SECONDS: '5' }, moduleUrl).mp4LeaseMs).toBe(5_000);
    expect(readConfig({ MP4_LEASE_SECONDS: '86400' }, moduleUrl).mp4LeaseMs).toBe(86_400_000);
    for (const value of ['0', '-1', '1.5', '5s', '86401', ' 5'])
      expect(() => readConfig({ MP4_LEASE_SECONDS: value }, moduleUrl), value).toThrow(
        `MP4_LEASE_SECONDS must be a whole number of seconds from 1 to 86400, not ${value}`,
      );
  });
});

describe('scheduler address', () => {
  it('reads SCHEDULER_URL, none by default, and refuses anything but an http(s) URL without credentials', () => {
    expect(readConfig({}, moduleUrl).schedulerUrl).toBeNull();
    expect(readConfig({ SCHEDULER_URL: '' }, moduleUrl).schedulerUrl).toBeNull();
    expect(readConfig({ SCHEDULER_URL: 'https://scheduler.example.com' }, moduleUrl).schedulerUrl).toBe(
      'https://scheduler.example.com/',
    );
    for (const value of [
      'scheduler.example.com',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://u:p@x.example',
    ])
      expect(() => readConfig({ SCHEDULER_URL: value }, moduleUrl), value).toThrow(
        'SCHEDULER_URL must be an http(s) URL without credentials',
      );
  });
});

describe('OAuth sign-in configuration', () => {
  const google = { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' };
  const publicUrl = { PUBLIC_URL: 'https://editor.example.com' };

  it('offers no provider, and needs no PUBLIC_URL, when none is configured', () => {
    expect(readConfig({}, moduleUrl).oauth).toEqual({
      publicUrl: null,
      google: null,
      facebook: null,
      twitter: null,
    });
  });

  it("enables a provider with both its id and secret, on the providers' own hosts by default", () => {
    const { oauth } = readConfig(
      { ...publicUrl, ...google, TWITTER_CLIENT_ID: 't-id', TWITTER_CLIENT_SECRET: 't-secret' },
      moduleUrl,
    );
    expect(oauth.publicUrl).toBe('https://editor.example.com');
    expect(oauth.google).toMatchObject({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuer: null,
      endpoints: { authorization: 'https://accounts.google.com/o/oauth2/v2/auth' },
    });
    expect(oauth.facebook).toBeNull();
    expect(oauth.twitter).toMatchObject({ apiUrl: 'https://api.twitter.com' });
  });

  it('points a provider elsewhere: an OpenID issuer, explicit Google endpoints, Facebook and Twitter API hosts', () => {
    const env = {
      ...publicUrl,
      ...google,
      GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
      FACEBOOK_CLIENT_ID: 'f',
      FACEBOOK_CLIENT_SECRET: 'fs',
      FACEBOOK_API_URL: 'http://127.0.0.1:9001',
    };
    const { oauth } = readConfig(env, moduleUrl);
    expect(oauth.google).toMatchObject({ issuer: 'http://127.0.0.1:9000', endpoints: null });
    expect(oauth.facebook).toMatchObject({
      apiUrl: 'http://127.0.0.1:9001',
      dialogUrl: 'http://127.0.0.1:9001/dialog/oauth',
    });
    const explicit = {
      GOOGLE_AUTHORIZATION_URL: 'http://idp.test/auth',
      GOOGLE_TOKEN_URL: 'http://idp.test/token',
      GOOGLE_USERINFO_URL: 'http://idp.test/me',
    };
    expect(readConfig({ ...publicUrl, ...google, ...explicit }, moduleUrl).oauth.google?.endpoints).toEqual({
      authorization: 'http://idp.test/auth',
      token: 'http://idp.test/token',
      userinfo: 'http://idp.test/me',
    });
  });

  it('refuses to start half-configured: an id without its secret, a provider without PUBLIC_URL, bad URLs', () => {
    expect(() => readConfig({ ...publicUrl, GOOGLE_CLIENT_ID: 'g-id' }, moduleUrl)).toThrow(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    );
    expect(() => readConfig({ ...publicUrl, TWITTER_CLIENT_SECRET: 's' }, moduleUrl)).toThrow(
      'TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET go together',
    );
    expect(() => readConfig(google, moduleUrl)).toThrow('OAuth sign-in needs PUBLIC_URL');
    for (const bad of [
      'editor.example.com',
      'https://editor.example.com/lienzo',
      'ftp://x.example',
      'https://u:p@x.example',
    ])
      expect(() => readConfig({ ...google, PUBLIC_URL: bad }, moduleUrl), bad).toThrow(
        'PUBLIC_URL must be the origin',
      );
    expect(() =>
      readConfig({ ...publicUrl, ...google, GOOGLE_TOKEN_URL: 'http://idp.test/token' }, moduleUrl),
    ).toThrow('Set GOOGLE_ISSUER, or all of');
    expect(() =>
      readConfig(
        { ...publicUrl, TWITTER_CLIENT_ID: 't', TWITTER_CLIENT_SECRET: 's', TWITTER_API_URL: 'javascript:x' },
        moduleUrl,
      ),
    ).toThrow('TWITTER_API_URL must be an http(s) URL');
  });
});

describe('image search configuration', () => {
  const keys = {
    UNSPLASH_ACCESS_KEY: 'unsplash-key-123',
    PEXELS_API_KEY: 'pexels-key-123',
    PIXABAY_API_KEY: '12345-pixabaykey',
  };

  it('searches the local catalogue unless a stock service has a key', () => {
    expect(readConfig({}, moduleUrl).imageSearch).toEqual({ provider: 'local' });
    expect(readConfig({ PEXELS_API_URL: 'http://127.0.0.1:9' }, moduleUrl).imageSearch).toEqual({
      provider: 'local',
    });
  });

  it('takes the first service with a key (Unsplash, Pexels, Pixabay), at its own API by default', () => {
    expect(readConfig(keys, moduleUrl).imageSearch).toEqual({
      provider: 'unsplash',
      service: { key: 'unsplash-key-123', apiUrl: 'https://api.unsplash.com' },
    });
    expect(readConfig({ PIXABAY_API_KEY: keys.PIXABAY_API_KEY }, moduleUrl).imageSearch).toEqual({
      provider: 'pixabay',
      service: { key: '12345-pixabaykey', apiUrl: 'https://pixabay.com' },
    });
    const { UNSPLASH_ACCESS_KEY: _unsplash, ...pexelsFirst } = keys;
    expect(readConfig(pexelsFirst, moduleUrl).imageSearch).toMatchObject({ provider: 'pexels' });
  });

  it('uses the service IMAGE_SEARCH_PROVIDER names, at the API URL given', () => {
    const env = { ...keys, IMAGE_SEARCH_PROVIDER: 'pixabay', PIXABAY_API_URL: 'http://127.0.0.1:8080/' };
    expect(readConfig(env, moduleUrl).imageSearch).toEqual({
      provider: 'pixabay',
      service: { key: '12345-pixabaykey', apiUrl: 'http://127.0.0.1:8080' },
    });
    expect(readConfig({ ...keys, IMAGE_SEARCH_PROVIDER: 'local' }, moduleUrl).imageSearch).toEqual({
      provider: 'local',
    });
  });

  it('refuses an unknown provider, a provider without its key, a bad key or a bad API URL', () => {
    expect(() => readConfig({ IMAGE_SEARCH_PROVIDER: 'flickr' }, moduleUrl)).toThrow(
      'IMAGE_SEARCH_PROVIDER must be one of local, unsplash, pexels, pixabay, not flickr',
    );
    expect(() =>
      readConfig({ IMAGE_SEARCH_PROVIDER: 'pexels', ...{ PIXABAY_API_KEY: 'x'.repeat(10) } }, moduleUrl),
    ).toThrow('IMAGE_SEARCH_PROVIDER=pexels needs PEXELS_API_KEY');
    expect(() => readConfig({ UNSPLASH_ACCESS_KEY: 'has spaces in it' }, moduleUrl)).toThrow(
      'UNSPLASH_ACCESS_KEY must be the service',
    );
    expect(() => readConfig({ PEXELS_API_KEY: 'short' }, moduleUrl)).toThrow('PEXELS_API_KEY must be');
    expect(() => readConfig({ ...keys, UNSPLASH_API_URL: 'ftp://example.com' }, moduleUrl)).toThrow(
      'UNSPLASH_API_URL must be an http(s) URL without credentials',
    );
    expect(() =>
      readConfig({ ...keys, PEXELS_API_URL: 'https://user:secret@example.com' }, moduleUrl),
    ).toThrow('PEXELS_API_URL must be an http(s) URL without credentials');
  });
});

describe('audio catalogue configuration', () => {
  it('is off unless AUDIO_CATALOGUE_FILE is set; extends the synthesised tracks unless told to replace them', () => {
    expect(readConfig({}, moduleUrl).audioCatalogue).toBeNull();
    expect(readConfig({ AUDIO_CATALOGUE_FILE: '/srv/tracks.json' }, moduleUrl).audioCatalogue).toEqual({
      file: '/srv/tracks.json',
      mode: 'extend',
    });
    expect(
      readConfig({ AUDIO_CATALOGUE_FILE: '/srv/tracks.json', AUDIO_CATALOGUE_MODE: 'replace' }, moduleUrl)
        .audioCatalogue,
    ).toEqual({ file: '/srv/tracks.json', mode: 'replace' });
  });

  it('refuses an unknown mode, or a mode without a file', () => {
    expect(() =>
      readConfig({ AUDIO_CATALOGUE_FILE: '/srv/t.json', AUDIO_CATALOGUE_MODE: 'merge' }, moduleUrl),
    ).toThrow('AUDIO_CATALOGUE_MODE must be extend or replace, not merge');
    expect(() => readConfig({ AUDIO_CATALOGUE_MODE: 'replace' }, moduleUrl)).toThrow(
      'AUDIO_CATALOGUE_MODE set without AUDIO_CATALOGUE_FILE',
    );
  });
});

describe('location search configuration', () => {
  it('searches the offline cities unless PLACES_API_URL names the scheduler’s endpoint, kept as given', () => {
    expect(readConfig({}, moduleUrl).places).toEqual({ provider: 'cities' });
    expect(readConfig({ PLACES_API_URL: '' }, moduleUrl).places).toEqual({ provider: 'cities' });
    expect(
      readConfig({ PLACES_API_URL: 'https://scheduler.example.com/api/places/?key=k' }, moduleUrl).places,
    ).toEqual({ provider: 'http', url: 'https://scheduler.example.com/api/places/?key=k' });
  });

  it('refuses anything but an http(s) URL without credentials, without repeating it', () => {
    for (const value of [
      'places.example.com',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://u:secret@x.example',
    ])
      expect(() => readConfig({ PLACES_API_URL: value }, moduleUrl), value).toThrow(
        /^PLACES_API_URL must be an http\(s\) URL without credentials$/,
      );
  });
});

describe('scheduler configuration', () => {
  const secret = 'k'.repeat(32);

  it('writes to the outbox by default, polling every 15 s, with the default lease', () => {
    expect(readConfig({}, moduleUrl).scheduler).toEqual({
      webhookUrl: null,
      webhookSecret: null,
      pollMs: 15_000,
      leaseMs: undefined,
    });
  });

  it('reads SCHEDULER_WEBHOOK_URL with its secret, SCHEDULE_POLL_MS, and a secret alone for the outbox', () => {
    expect(
      readConfig(
        {
          SCHEDULER_WEBHOOK_URL: 'https://scheduler.example.com/hooks/lienzo',
          SCHEDULER_WEBHOOK_SECRET: secret,
          SCHEDULE_POLL_MS: '5000',
          SCHEDULE_LEASE_SECONDS: '30',
        },
        moduleUrl,
      ).scheduler,
    ).toEqual({
      webhookUrl: 'https://scheduler.example.com/hooks/lienzo',
      webhookSecret: secret,
      pollMs: 5_000,
      leaseMs: 30_000,
    });
    expect(readConfig({ SCHEDULER_WEBHOOK_SECRET: secret }, moduleUrl).scheduler.webhookSecret).toBe(secret);
  });

  it('refuses a bad webhook URL without repeating it (it may carry a password)', () => {
    for (const value of [
      'not a url',
      'ftp://scheduler.example.com/',
      'https://user:hunter2@scheduler.example.com/',
      'https://scheduler.example.com/#x',
    ])
      expect(
        () => readConfig({ SCHEDULER_WEBHOOK_URL: value, SCHEDULER_WEBHOOK_SECRET: secret }, moduleUrl),
        value,
      ).toThrow(
        /^SCHEDULER_WEBHOOK_URL must be an http\(s\) URL without credentials, such as https:\/\/scheduler\.example\.com\/hooks\/lienzo$/,
      );
  });

  it('refuses a webhook URL without a secret, and a secret shorter than 32 characters', () => {
    expect(() => readConfig({ SCHEDULER_WEBHOOK_URL: 'https://scheduler.example.com/' }, moduleUrl)).toThrow(
      'SCHEDULER_WEBHOOK_URL needs SCHEDULER_WEBHOOK_SECRET',
    );
    expect(() =>
      readConfig(
        { SCHEDULER_WEBHOOK_URL: 'https://scheduler.example.com/', SCHEDULER_WEBHOOK_SECRET: 'k'.repeat(31) },
        moduleUrl,
      ),
    ).toThrow('SCHEDULER_WEBHOOK_SECRET must be at least 32 characters (it has 31)');
    expect(() => readConfig({ SCHEDULER_WEBHOOK_SECRET: 'short' }, moduleUrl)).toThrow(
      'SCHEDULER_WEBHOOK_SECRET must be at least 32 characters',
    );
  });

  it('refuses a poll interval that is not a whole number of milliseconds from 1 s to 1 h', () => {
    for (const value of ['0', '999', '3600001', '1.5e3x', 'often', '2500.5'])
      expect(() => readConfig({ SCHEDULE_POLL_MS: value }, moduleUrl), value).toThrow(
        'SCHEDULE_POLL_MS must be',
      );
  });

  it('refuses a delivery lease that is not a whole number of seconds from 1 to 3600', () => {
    expect(readConfig({ SCHEDULE_LEASE_SECONDS: '1' }, moduleUrl).scheduler.leaseMs).toBe(1_000);
    expect(readConfig({ SCHEDULE_LEASE_SECONDS: '3600' }, moduleUrl).scheduler.leaseMs).toBe(3_600_000);
    for (const value of ['0', '3601', '-5', '1.5', '2e3', 'soon', ' 5'])
      expect(() => readConfig({ SCHEDULE_LEASE_SECONDS: value }, moduleUrl), value).toThrow(
        `SCHEDULE_LEASE_SECONDS must be a whole number of seconds from 1 to 3600, not ${value}`,
      );
  });
});

describe('shared rate limits', () => {
  it('reads REDIS_URL, none by default, and refuses anything but a redis(s):// URL without repeating it', () => {
    expect(readConfig({}, moduleUrl).redisUrl).toBeNull();
    expect(readConfig({ REDIS_URL: '' }, moduleUrl).redisUrl).toBeNull();
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }, moduleUrl).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(readConfig({ REDIS_URL: 'rediss://:secret@cache.example.com' }, moduleUrl).redisUrl).toBe(
      'rediss://:secret@cache.example.com',
    );
    for (const value of ['127.0.0.1:6379', 'http://user:hunter2@cache', 'redis://'])
      expect(() => readConfig({ REDIS_URL: value }, moduleUrl), value).toThrow(
        /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, such as redis:\/\/127\.0\.0\.1:6379$/,
      );
  });
});

describe('connection caps', () => {
  it('reads MAX_CONNECTIONS and MAX_CONNECTIONS_PER_ADDRESS (0 for none), and refuses anything else', () => {
    expect(readConfig({}, moduleUrl)).toMatchObject({
      maxConnections: 10_000,
      maxConnectionsPerAddress: 256,
    });
    expect(readConfig({ MAX_CONNECTIONS: '500', MAX_CONNECTIONS_PER_ADDRESS: '0' }, moduleUrl)).toMatchObject(
      { maxConnections: 500, maxConnectionsPerAddress: 0 },
    );
    for (const value of ['0', '-1', '1.5', 'many', '1000001'])
      expect(() => readConfig({ MAX_CONNECTIONS: value }, moduleUrl), value).toThrow(
        `MAX_CONNECTIONS must be a whole number from 1 to 1000000, not ${value}`,
      );
    expect(() => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'ten' }, moduleUrl)).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 0 to 1000000, not ten',
    );
  });
});

describe('sign-in attempts', () => {
  it('reads AUTH_ATTEMPTS_PER_MINUTE, 20 by default, and refuses anything but a whole number from 1', () => {
    expect(readConfig({}, moduleUrl).authAttemptsPerMinute).toBe(20);
    expect(readConfig({ AUTH_ATTEMPTS_PER_MINUTE: '' }, moduleUrl).authAttemptsPerMinute).toBe(20);
    expect(readConfig({ AUTH_ATTEMPTS_PER_MINUTE: '600' }, moduleUrl).authAttemptsPerMinute).toBe(600);
    for (const value of ['0', '-1', '2.5', 'many', '100001'])
      expect(() => readConfig({ AUTH_ATTEMPTS_PER_MINUTE: value }, moduleUrl), value).toThrow(
        /^AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 100000, not /,
      );
  });
});
