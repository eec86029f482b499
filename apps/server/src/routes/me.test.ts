import type { MeAnswer } from '@lienzo/core';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';

describeEachEngine('/api/me with a scheduler', (engine) => {
  const server = useTestServer(engine, { schedulerUrl: 'https://scheduler.example.com/' });

  it('says where the scheduler is, to visitors and users alike (SPEC §2 back to the scheduler)', async () => {
    const visitor = await server().client().get('/api/me');
    expect(visitor.json<{ data: MeAnswer }>().data.scheduler_url).toBe('https://scheduler.example.com/');
    const client = server().client();
    await client.signUp();
    const user = await client.get('/api/me');
    expect(user.json<{ data: MeAnswer }>().data.scheduler_url).toBe('https://scheduler.example.com/');
  });
});

describeEachEngine('/api/me without a scheduler', (engine) => {
  const server = useTestServer(engine);

  it('leaves scheduler_url out when SCHEDULER_URL is unset', async () => {
    const answer = await server().client().get('/api/me');
    expect(answer.json<{ data: MeAnswer }>().data).not.toHaveProperty('scheduler_url');
  });
});

describeEachEngine('POST /api/me/language', (engine) => {
  const server = useTestServer(engine);

  it('stores the language, which /api/me then answers (SPEC §1: the user’s language wins)', async () => {
    const client = server().client();
    const other = server().client();
    const otherUser = await other.signUp();
    await client.signUp();
    const response = await client.post('/api/me/language', { language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MeAnswer }>().data).toMatchObject({ lang: 'es', user: { language: 'es' } });
    const me = (await client.get('/api/me')).json<{ data: MeAnswer }>().data;
    expect(me).toMatchObject({ lang: 'es', user: { language: 'es' } });
    // Only the caller's own row changed.
    const untouched = await server()
      .db.selectFrom('users')
      .select('language')
      .where('id', '=', otherUser.id)
      .executeTakeFirstOrThrow();
    expect(untouched.language).toBe('en');

    expect((await client.post('/api/me/language', { language: 'en' })).statusCode).toBe(200);
    expect((await client.get('/api/me')).json<{ data: MeAnswer }>().data.lang).toBe('en');
  });

  it('refuses an unknown or missing language with 400 and stores nothing', async () => {
    const client = server().client();
    await client.signUp();
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: 5 }]) {
      const response = await client.post('/api/me/language', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
    expect((await client.get('/api/me')).json<{ data: MeAnswer }>().data.user?.language).toBe('en');
  });

  it('refuses a visitor with 401 API_ERROR_UNAUTHORIZED and changes nobody', async () => {
    await server().client().signUp();
    const before = await server().db.selectFrom('users').select(['id', 'language']).orderBy('id').execute();
    const response = await server().client().post('/api/me/language', { language: 'es' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'API_ERROR_UNAUTHORIZED' } });
    expect(await server().db.selectFrom('users').select(['id', 'language']).orderBy('id').execute()).toEqual(
      before,
    );
  });
});
