import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstagramAccounts, OfflineInstagramAccounts } from '../instagram/accounts';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

const check = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/editor/checkInstagramAccount${query}`);
  expect(response.statusCode, query).toBe(200);
  return response.json<{ data: { exists: boolean; username?: string } }>().data;
};

/** Query strings no Instagram account can answer to: each must say it does not exist, never fail. */
const INVALID = [
  '',
  '?username=',
  '?username=%20%20',
  '?username=.ana',
  '?username=ana.',
  '?username=ana..bel',
  '?username=ana-bel',
  '?username=ana%20bel',
  '?username=%3Cscript%3E',
  `?username=${'a'.repeat(31)}`,
  '?username=%C3%B1and%C3%BA',
  '?username=ana&username=bel',
  '?username[a]=ana',
  '?username=@',
];

describeEachEngine('checkInstagramAccount with the default offline provider', (engine) => {
  const server = useTestServer(engine);

  it('accepts any syntactically valid username, without the mention’s @, for anyone', async () => {
    const visitor = server().client();
    expect(await check(visitor, '?username=ana.bel_99')).toEqual({ exists: true, username: 'ana.bel_99' });
    expect(await check(visitor, '?username=%40Lienzo.App')).toEqual({ exists: true, username: 'lienzo.app' });
    expect(await check(visitor, `?username=${'a'.repeat(30)}`)).toEqual({
      exists: true,
      username: 'a'.repeat(30),
    });
    expect(await check(visitor, '?username=_')).toEqual({ exists: true, username: '_' });
  });

  it('answers that invalid names do not exist, never an error', async () => {
    const visitor = server().client();
    for (const query of INVALID) expect(await check(visitor, query), query).toEqual({ exists: false });
  });
});

describeEachEngine('checkInstagramAccount with a configured account list', (engine) => {
  const server = useTestServer(engine, {
    instagram: new OfflineInstagramAccounts(['lienzo.app', 'ana_bel']),
  });

  it('says only the listed accounts exist, ignoring case and a leading @', async () => {
    const client = server().client();
    await client.signUp();
    expect(await check(client, '?username=Lienzo.App')).toEqual({ exists: true, username: 'lienzo.app' });
    expect(await check(client, '?username=%40ana_bel')).toEqual({ exists: true, username: 'ana_bel' });
    expect(await check(client, '?username=someone_else')).toEqual({
      exists: false,
      username: 'someone_else',
    });
    for (const query of INVALID) expect(await check(client, query), query).toEqual({ exists: false });
  });
});

describe('the INSTAGRAM_ACCOUNTS_FILE list', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-instagram-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const file = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };

  it('reads a JSON array of usernames, normalised', async () => {
    expect(await loadInstagramAccounts(await file('good.json', '["Lienzo.App", "@ana_bel"]'))).toEqual([
      'lienzo.app',
      'ana_bel',
    ]);
    expect(await loadInstagramAccounts(await file('empty.json', '[]'))).toEqual([]);
  });

  it('refuses a file that is not a JSON array of valid usernames, naming the problem', async () => {
    await expect(loadInstagramAccounts(await file('object.json', '{"a":1}'))).rejects.toThrow(
      'must hold a JSON array of Instagram usernames',
    );
    await expect(loadInstagramAccounts(await file('bad.json', '["ok", "not valid"]'))).rejects.toThrow(
      '"not valid" is not an Instagram username',
    );
    await expect(loadInstagramAccounts(await file('number.json', '[1]'))).rejects.toThrow(
      '1 is not an Instagram username',
    );
    await expect(loadInstagramAccounts(await file('broken.json', '["a"'))).rejects.toThrow(SyntaxError);
    await expect(loadInstagramAccounts(join(dir, 'missing.json'))).rejects.toThrow('ENOENT');
  });
});
