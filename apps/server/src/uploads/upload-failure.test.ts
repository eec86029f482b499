import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MP3_FIXTURE } from '../test/audio-files';
import { describeEachEngine, useTestServer, type TestServer } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';

/** A real failure inside the database: a trigger that refuses every new row of `uploads`. */
async function breakUploadWrites(server: TestServer): Promise<() => Promise<void>> {
  if (server.engine === 'sqlite') {
    await sql`create trigger refuse_upload before insert on uploads begin select raise(abort, 'disk on fire'); end`.execute(
      server.db,
    );
    return async () => {
      await sql`drop trigger refuse_upload`.execute(server.db);
    };
  }
  await sql`create function refuse_upload() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`.execute(
    server.db,
  );
  await sql`create trigger refuse_upload before insert on uploads for each row execute function refuse_upload()`.execute(
    server.db,
  );
  return async () => {
    await sql`drop trigger refuse_upload on uploads`.execute(server.db);
    await sql`drop function refuse_upload()`.execute(server.db);
  };
}

describeEachEngine('an upload whose database write fails', (engine) => {
  const server = useTestServer(engine);

  const UPLOADS = [
    {
      url: '/api/uploadBackground',
      body: async () => multipartFile(await makeJpeg(80, 60), 'photo.jpg', 'image/jpeg'),
    },
    { url: '/api/uploadAudio', body: async () => multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg') },
  ];

  for (const upload of UPLOADS) {
    it(`${upload.url} removes every file it stored and answers API_ERROR_UPLOAD_FAIL: never a file without its row`, async () => {
      const client = server().client();
      await client.signUp();
      const filesBefore = await server().files();
      const rowsBefore = await server().count('uploads');

      const repair = await breakUploadWrites(server());
      try {
        const response = await client.post(upload.url, undefined, await upload.body());
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          error: {
            code: 'API_ERROR_UPLOAD_FAIL',
            message: 'Something went wrong triyng to upload your file, please try again.',
          },
        });
        expect(response.body).not.toContain('disk on fire');
      } finally {
        await repair();
      }
      expect(await server().count('uploads')).toBe(rowsBefore);
      expect(await server().files()).toEqual(filesBefore);

      // Once the database works again, so does the upload.
      const retry = await client.post(upload.url, undefined, await upload.body());
      expect(retry.statusCode).toBe(200);
      expect(await server().count('uploads')).toBe(rowsBefore + 1);
      expect((await server().files()).length).toBeGreaterThan(filesBefore.length);
    });
  }
});
