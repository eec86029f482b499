import {
  migrate,
  type DesignRecord,
  type InstagramSticker,
  type SavedDesign,
  type SavePayload,
  firstPage,
  type DesignPage,
  type DesignSummary,
} from '@lienzo/core';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { completeDocument, makePng, pngDataUrl, savePayload } from '../test/fixtures';
import { blankPng } from '../test/blank-png';
import { pngFromParts } from '../test/png-parts';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

async function save(client: TestClient, body: unknown) {
  const response = await client.post('/api/save', body);
  return { response, data: response.json<{ data: SavedDesign }>().data };
}

describeEachEngine('POST /api/save', (engine) => {
  const server = useTestServer(engine);

  describe('create and read back', () => {
    it('stores the design, gives back the identical editor JSON and serves the image at every size', async () => {
      const client = server().client();
      const user = await client.signUp();
      const png = await makePng(540, 960, '#ff8800');
      const editor = completeDocument();
      // The document is complete, so what migrate() keeps is exactly what was sent.
      expect(migrate(editor)).toMatchObject({ ok: true, document: editor });

      const { response, data } = await save(client, savePayload(png, { editor }));
      expect(response.statusCode).toBe(200);
      expect(data).toEqual({
        id: expect.any(Number),
        hash: expect.stringMatching(/^[a-z0-9]{16}$/),
        image: `/designs/${data.hash}_o.png`,
        user_id: user.id,
        post_type: 'IMAGE',
        video: null,
      });

      const read = await client.get(`/api/getEditorByHash/${data.hash}`);
      expect(read.statusCode).toBe(200);
      const record = read.json<{ data: DesignRecord }>().data;
      expect(record.editor).toEqual(editor);
      expect(JSON.stringify(record.editor)).toBe(JSON.stringify(editor));
      expect(record).toMatchObject({
        id: data.id,
        hash: data.hash,
        user_id: user.id,
        title: 'Summer sale',
        width: 540,
      });
      expect(record.keywords).toBe('summer,sale');

      const original = await client.get(`/designs/${data.hash}_o.png`);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['cache-control']).toBe('no-cache');
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 540,
        height: 960,
      });

      const small = await client.get(`/designs/${data.hash}_s.png`);
      expect(small.statusCode).toBe(200);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400 });
      // Made once, then kept next to the original.
      expect((await server().files()).filter((file) => file.endsWith('_s.png'))).toHaveLength(1);
      const again = await client.get(`/designs/${data.hash}_s.png`);
      expect(again.rawPayload.equals(small.rawPayload)).toBe(true);

      const etag = original.headers.etag;
      expect(typeof etag).toBe('string');
      const revalidated = await client.get(`/designs/${data.hash}_o.png`, {
        headers: { 'if-none-match': String(etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('accepts the editor as a JSON string and derives the title from the layout when there is no text', async () => {
      const client = server().client();
      await client.signUp();
      const editor = completeDocument();
      firstPage(editor).objects = [];
      const { response, data } = await save(
        client,
        savePayload(await makePng(), { editor: JSON.stringify(editor), text_content: '', title: '' }),
      );
      expect(response.statusCode).toBe(200);
      const record = (await client.get(`/api/getEditorByHash/${data.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(record.editor).toEqual(editor);
      expect(record.title).toBe('Instagram Story (540 x 960)');
    });

    it('stores a design of several pages and reads every page back', async () => {
      const client = server().client();
      await client.signUp();
      const editor = completeDocument();
      const [first] = editor.pages;
      editor.pages = [
        first!,
        { ...first!, id: 'second', objects: [{ ...first!.objects[0]!, id: 'title-2' }] },
        { ...first!, id: 'third', objects: [], duration: 4 },
      ];
      const { response, data } = await save(client, savePayload(await makePng(), { editor }));
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const record = (await client.get(`/api/getEditorByHash/${data.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(record.editor).toEqual(editor);
      // The gallery tile says how many pages it has, from the count stored on save.
      const feed = (await client.get('/api/feed')).json<{ data: { items: DesignSummary[] } }>();
      expect(feed.data.items.map(({ hash, page_count }) => ({ hash, page_count }))).toEqual([
        { hash: data.hash, page_count: 3 },
      ]);
      editor.pages = [first!];
      await save(client, savePayload(await makePng(), { editor, id: data.id }));
      const after = (await client.get('/api/feed')).json<{ data: { items: DesignSummary[] } }>();
      expect(after.data.items.map((item) => item.page_count)).toEqual([1]);
    });

    it('fills the defaults of an incomplete one-page document of SPEC §7 (version 1) and stores it as pages', async () => {
      const client = server().client();
      await client.signUp();
      const { layout, viewport } = completeDocument();
      const { data } = await save(
        client,
        savePayload(await makePng(), { editor: { version: 1, layout, viewport } }),
      );
      const record = (await client.get(`/api/getEditorByHash/${data.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(record.editor).toMatchObject({
        version: 2,
        timeline: { audio: null },
        pages: [{ id: 'page-1', background: { color: '#62CAD9', image: null }, objects: [], duration: 15 }],
      });
    });

    it('stores the PNG without its metadata or anything after its end', async () => {
      const client = server().client();
      await client.signUp();
      const tagged = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#123456' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
        .png()
        .toBuffer();
      expect(tagged.includes('secret-camera-owner')).toBe(true);
      const polyglot = Buffer.concat([tagged, Buffer.from('<html><script>alert(1)</script>')]);
      const { data } = await save(client, savePayload(polyglot));
      const served = await client.get(`/designs/${data.hash}_o.png`);
      expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);
      expect(served.rawPayload.includes('<script>')).toBe(false);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 100, height: 80 });
    });
  });

  describe('Instagram sticker metadata (SPEC §3)', () => {
    const poll: InstagramSticker = {
      type: 'POLL',
      x: 0.5,
      y: 0.25,
      width: 0.4,
      height: 0.2,
      rotation: 0.125,
      question: 'Coffee or tea?',
      answers: [
        { answer: 'COFFEE', font_size: 30 },
        { answer: 'TEA', font_size: 30 },
      ],
    };
    const hashtag: InstagramSticker = {
      type: 'HASHTAG',
      x: 0.1,
      y: 0.9,
      width: 0.3,
      height: 0.05,
      rotation: 0,
      hashtag: 'SUMMER',
    };

    it("takes the metadata from the document's stickers, not from what the client sends", async () => {
      const client = server().client();
      await client.signUp();
      const png = await makePng(540, 960);
      const first = await save(client, savePayload(png, { instagram_stickers: [poll, hashtag] }));
      expect(first.response.statusCode).toBe(200);
      const read = async () =>
        (await client.get(`/api/getEditorByHash/${first.data.hash}`)).json<{ data: DesignRecord }>().data;
      // The document holds no sticker, so the design describes none (save-derived.test.ts has ones that do).
      expect((await read()).instagram_stickers).toEqual([]);
    });

    it.each([
      ['a position outside the canvas', [{ ...hashtag, x: 1.2 }], 'instagram_stickers'],
      ['an unknown sticker type', [{ ...hashtag, type: 'LINK' }], 'instagram_stickers'],
      ['a sticker without its size', [{ ...hashtag, width: undefined }], 'instagram_stickers'],
    ])('refuses %s and stores nothing', async (_name, stickers, field) => {
      const client = server().client();
      await client.signUp();
      const before = await server().snapshot();
      const response = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64), {
          instagram_stickers: stickers as SavePayload['instagram_stickers'],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
        code: 'API_ERROR_VALIDATION',
        message: expect.stringContaining(field),
      });
      expect(await server().snapshot()).toEqual(before);
    });
  });

  describe('editing mode is decided by the server', () => {
    it('lets the owner update in place: same id and hash, new editor, new image, old file removed', async () => {
      const client = server().client();
      await client.signUp();
      const first = await save(client, savePayload(await makePng(540, 960, '#ff0000')));
      const filesAfterCreate = await server().files();
      await client.get(`/designs/${first.data.hash}_t.png`);

      const editor = completeDocument('Winter sale');
      const second = await save(
        client,
        savePayload(await makePng(540, 960, '#0000ff'), {
          id: first.data.id,
          editor,
          text_content: 'Winter sale',
        }),
      );
      expect(second.response.statusCode).toBe(200);
      expect(second.data).toMatchObject({ id: first.data.id, hash: first.data.hash });
      expect(await server().count('designs')).toBeGreaterThanOrEqual(1);

      const record = (await client.get(`/api/getEditorByHash/${first.data.hash}`)).json<{
        data: DesignRecord;
      }>().data;
      expect(record.editor).toEqual(editor);
      expect(record.title).toBe('Winter sale');
      const image = await client.get(`/designs/${first.data.hash}_o.png`);
      const { dominant } = await sharp(image.rawPayload).stats();
      expect(dominant).toMatchObject({ r: expect.any(Number), b: expect.any(Number) });
      expect(dominant.b).toBeGreaterThan(200);
      expect(dominant.r).toBeLessThan(50);

      // The old original and its cached thumbnail are gone; exactly one new original replaced them.
      const files = await server().files();
      const removed = filesAfterCreate.filter((file) => !files.includes(file));
      expect(removed).toHaveLength(1);
      expect(files.filter((file) => file.endsWith('_t.png'))).toEqual([]);
      expect(files.length).toBe(filesAfterCreate.length);
    });

    it("clones someone else's design for the caller and leaves the original untouched", async () => {
      const owner = server().client();
      const ownerUser = await owner.signUp();
      const board = (await owner.post('/api/boards/create', { name: 'Private board' })).json<{
        data: { id: number };
      }>();
      const created = await save(
        owner,
        savePayload(await makePng(540, 960, '#00ff00'), { board_id: board.data.id }),
      );
      const before = (await owner.get(`/api/getEditorByHash/${created.data.hash}`)).json<{
        data: DesignRecord;
      }>().data;
      const imageBefore = (await owner.get(`/designs/${created.data.hash}_o.png`)).rawPayload;

      const other = server().client();
      const otherUser = await other.signUp();
      const editor = completeDocument('Stolen?');
      const clone = await save(
        other,
        // The client's claimed mode is ignored: only the owner edits.
        savePayload(await makePng(540, 960, '#000000'), {
          id: created.data.id,
          mode: 'edit',
          editor,
          title: 'My copy',
        }),
      );
      expect(clone.response.statusCode).toBe(200);
      expect(clone.data.id).not.toBe(created.data.id);
      expect(clone.data.hash).not.toBe(created.data.hash);
      expect(clone.data.user_id).toBe(otherUser.id);

      const after = (await owner.get(`/api/getEditorByHash/${created.data.hash}`)).json<{
        data: DesignRecord;
      }>().data;
      expect(after).toEqual(before);
      expect(after.user_id).toBe(ownerUser.id);
      expect((await owner.get(`/designs/${created.data.hash}_o.png`)).rawPayload.equals(imageBefore)).toBe(
        true,
      );

      const copy = (await other.get(`/api/getEditorByHash/${clone.data.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(copy).toMatchObject({ user_id: otherUser.id, title: 'My copy', board_id: null, board: null });
      expect(copy.editor).toEqual(editor);
    });

    it('shows the board only to the owner', async () => {
      const owner = server().client();
      await owner.signUp();
      const board = (await owner.post('/api/boards/create', { name: 'Launch' })).json<{
        data: { id: number };
      }>().data;
      const { data } = await save(owner, savePayload(await makePng(), { board_id: board.id }));
      const mine = (await owner.get(`/api/getEditorByHash/${data.hash}`)).json<{ data: DesignRecord }>().data;
      expect(mine).toMatchObject({ board_id: board.id, board: { id: board.id, name: 'Launch' } });
      const anonymous = server().client();
      const theirs = (await anonymous.get(`/api/getEditorByHash/${data.hash}`)).json<{ data: DesignRecord }>()
        .data;
      expect(theirs).toMatchObject({ board_id: null, board: null });
    });

    it("answers an unknown id as it answers another user's design id: a new design of the caller's", async () => {
      const owner = server().client();
      await owner.signUp();
      const theirs = await save(owner, savePayload(await makePng(), { title: 'Private plans' }));
      const prober = server().client();
      const proberUser = await prober.signUp();
      const before = await server().snapshot();

      const answers = [];
      for (const id of [theirs.data.id, 987_654]) {
        const { response, data } = await save(prober, savePayload(await makePng(), { id, title: 'Probe' }));
        answers.push({ status: response.statusCode, keys: Object.keys(data ?? {}).sort(), data });
      }
      // Neither answer tells whether the id names a design: same status, same shape, a new design each time.
      expect(answers.map(({ status, keys }) => ({ status, keys }))).toEqual([
        { status: 200, keys: ['hash', 'id', 'image', 'post_type', 'user_id', 'video'] },
        { status: 200, keys: ['hash', 'id', 'image', 'post_type', 'user_id', 'video'] },
      ]);
      for (const { data } of answers) {
        expect(data.user_id).toBe(proberUser.id);
        expect([theirs.data.id, 987_654]).not.toContain(data.id);
      }
      const after = await server().snapshot();
      expect(after.designs).toBe(before.designs + 2);
      // The owner's design is untouched.
      expect(after.designRows.find((row) => (row as { id: number }).id === theirs.data.id)).toEqual(
        before.designRows.find((row) => (row as { id: number }).id === theirs.data.id),
      );
    });

    it("refuses another user's board", async () => {
      const owner = server().client();
      await owner.signUp();
      const board = (await owner.post('/api/boards/create', { name: 'Mine' })).json<{
        data: { id: number };
      }>().data;
      const other = server().client();
      await other.signUp();
      const before = await server().snapshot();
      const response = await other.post('/api/save', savePayload(await makePng(), { board_id: board.id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
      expect(response.json().error.message).toContain('board_id');
      expect(await server().snapshot()).toEqual(before);
    });
  });

  describe('refuses bad input with a clear error and stores nothing', () => {
    const png = makePng(64, 64);

    async function expectRefused(
      send: (client: TestClient) => Promise<{ statusCode: number; body: string }>,
      status: number,
      code: string,
      messagePart?: string,
    ) {
      const client = server().client();
      await client.signUp();
      const before = await server().snapshot();
      const response = await send(client);
      expect(response.statusCode).toBe(status);
      const body = JSON.parse(response.body) as { error: { code: string; message: string } };
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.code).toBe(code);
      expect(typeof body.error.message).toBe('string');
      if (messagePart) expect(body.error.message).toContain(messagePart);
      expect(response.body).not.toMatch(/\bat .+\.(?:ts|js):\d+/);
      expect(response.body).not.toContain('stack');
      expect(await server().snapshot()).toEqual(before);
    }

    it('malformed JSON', async () => {
      await expectRefused(
        (client) =>
          client.post('/api/save', undefined, {
            payload: '{"image": "data:image/png;base64,AAAA",',
            headers: { 'content-type': 'application/json' },
          }),
        400,
        'API_ERROR_INVALID_JSON',
      );
    });

    it('a missing field, named in the message', async () => {
      const { layout: _layout, ...body } = savePayload(await png);
      await expectRefused((client) => client.post('/api/save', body), 400, 'API_ERROR_VALIDATION', 'layout');
    });

    it('an image that is not a data URL', async () => {
      await expectRefused(
        async (client) =>
          client.post('/api/save', savePayload(await png, { image: 'https://example.com/a.png' })),
        400,
        'API_ERROR_VALIDATION',
        'image',
      );
    });

    it('a bad colour in the document', async () => {
      const editor = completeDocument();
      firstPage(editor).background.color = 'not-a-colour';
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor })),
        400,
        'API_ERROR_INVALID_DESIGN',
        'pages.0.background.color',
      );
    });

    it.each([
      ['encoded dot-dot segments', '/uploads/%2e%2e/%2e%2e/api/me'],
      ['double-encoded dot-dot segments', '/uploads/%252e%252e/api/me'],
    ])('a picture whose path has %s (issue 20: the editor would fetch /api/me)', async (_, src) => {
      const editor = completeDocument();
      firstPage(editor).background.image = { src, offsetX: 0, offsetY: 0 };
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor })),
        400,
        'API_ERROR_INVALID_DESIGN',
        'background.image',
      );
    });

    it.each([
      ['21 pages', 21, (pages: DesignPage[]) => pages, 'pages: a design has at most 20 pages'],
      ['no pages', 1, () => [], 'pages: a design has at least one page'],
      [
        'pages that share an object (pages referencing each other)',
        2,
        (pages: DesignPage[]) =>
          pages.map((page) => ({ ...page, objects: firstPage(completeDocument()).objects })),
        'pages.1.objects.0.id: the object id "title-1" is used twice',
      ],
      [
        'two pages with one id',
        2,
        (pages: DesignPage[]) => pages.map((page) => ({ ...page, id: 'same' })),
        'pages.1.id: the page id "same" is used twice',
      ],
    ])('a document with %s', async (_, count, shape, message) => {
      const document = completeDocument();
      const pages = Array.from({ length: count }, (_, index) => ({
        ...firstPage(document),
        id: `page-${index + 1}`,
        objects: [],
      }));
      const editor = { ...document, pages: shape(pages) };
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor })),
        400,
        'API_ERROR_INVALID_DESIGN',
        message,
      );
    });

    it('an unknown object type', async () => {
      const document = completeDocument();
      const objects = [{ id: 'x', type: 'pz-flamethrower', left: 0, top: 0, width: 1, height: 1 }];
      const editor = { ...document, pages: [{ ...firstPage(document), objects }] };
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor })),
        400,
        'API_ERROR_INVALID_DESIGN',
        'pages.0.objects.0',
      );
    });

    it('a document without its layout', async () => {
      const { layout: _layout, ...editor } = completeDocument();
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor })),
        400,
        'API_ERROR_INVALID_DESIGN',
        'layout',
      );
    });

    it('an editor string that is not JSON', async () => {
      await expectRefused(
        async (client) => client.post('/api/save', savePayload(await png, { editor: '{"version": 1,' })),
        400,
        'API_ERROR_INVALID_DESIGN',
        'editor',
      );
    });

    it('an image that is not a PNG', async () => {
      const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      await expectRefused(
        async (client) => client.post('/api/save', { ...savePayload(await png), image: pngDataUrl(jpeg) }),
        400,
        'API_ERROR_INVALID_IMAGE_FILE',
      );
    });

    it('an image whose base64 holds other characters', async () => {
      const good = pngDataUrl(await makePng(16, 16, '#336699'));
      const body = good.slice(good.indexOf(',') + 1);
      for (const image of [
        `data:image/png;base64,${body.slice(0, 20)}<script>${body.slice(20)}`,
        `data:image/png;base64,${body.slice(0, 40)}\n${body.slice(40)}`,
        `data:image/png;base64,${body.replaceAll('/', '_').replaceAll('+', '-')}_`,
        'data:image/png;base64,',
      ])
        await expectRefused(
          async (client) => client.post('/api/save', { ...savePayload(await png), image }),
          400,
          'API_ERROR_INVALID_IMAGE_FILE',
        );
    });

    it('a truncated PNG', async () => {
      const whole = await makePng(300, 300, '#336699');
      const noisy = await sharp(
        Buffer.alloc(300 * 300 * 3, 0).map((_, index) => (index * 7919) % 256),
        {
          raw: { width: 300, height: 300, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      for (const source of [whole, noisy]) {
        const truncated = source.subarray(0, Math.floor(source.length * 0.6));
        await expectRefused(
          (client) => client.post('/api/save', { ...savePayload(source), image: pngDataUrl(truncated) }),
          400,
          'API_ERROR_INVALID_IMAGE_FILE',
        );
      }
    });

    it('a PNG whose chunks are whole but whose pixels are not', async () => {
      const rows = Buffer.alloc(64 * (1 + 64 * 4));
      const broken = {
        'too few rows': pngFromParts({ width: 64, height: 64, rows: rows.subarray(0, rows.length / 2) }),
        'an unknown row filter': pngFromParts({
          width: 64,
          height: 64,
          rows: Buffer.from(rows).fill(7, 0, 1),
        }),
      };
      for (const png of Object.values(broken))
        await expectRefused(
          (client) => client.post('/api/save', savePayload(png)),
          400,
          'API_ERROR_INVALID_IMAGE_FILE',
          'could not be decoded',
        );
    });

    it('a PNG of more than 50,000,000 pixels, refused before its pixels are inflated', async () => {
      const png = pngFromParts({ width: 10_000, height: 5_001, stored: deflateSync(Buffer.alloc(16)) });
      await expectRefused(
        (client) => client.post('/api/save', savePayload(png)),
        400,
        'API_ERROR_INVALID_IMAGE_FILE',
        'more than 50,000,000 pixels',
      );
    });

    it('a 16-bit PNG (the 389 KB 7071 × 7071 one that inflated to 800 MB), refused from its header', async () => {
      const png = await blankPng(7071, 7071, { depth: 16 });
      await expectRefused(
        (client) => client.post('/api/save', savePayload(png)),
        400,
        'API_ERROR_INVALID_IMAGE_FILE',
        'The image has 16 bits per sample; the editor exports 8.',
      );
    });

    it('a PNG of another size than its layout: the editor exports exactly the layout size', async () => {
      for (const [width, height] of [
        [270, 480],
        [1080, 1920],
        [540, 961],
      ] as const) {
        const png = await makePng(width, height);
        await expectRefused(
          (client) => client.post('/api/save', savePayload(png, { editor: completeDocument() })),
          400,
          'API_ERROR_IMAGE_SIZE',
          `The image is ${width}×${height}; the design's layout is 540×960.`,
        );
      }
    });

    it('a body over 16 MB', async () => {
      const huge = { ...savePayload(await png), text_content: 'x'.repeat(17 * 1024 * 1024) };
      await expectRefused((client) => client.post('/api/save', huge), 413, 'API_ERROR_PAYLOAD_TOO_LARGE');
    });

    it('a body that is not an object', async () => {
      await expectRefused((client) => client.post('/api/save', [1, 2, 3]), 400, 'API_ERROR_VALIDATION');
    });

    it('a wrong app version', async () => {
      await expectRefused(
        async (client) => client.post('/api/save', { ...savePayload(await png), app_version: '0.9' }),
        400,
        'API_ERROR_VALIDATION',
        'app_version',
      );
    });
  });

  it('answers 401 to a signed-out save and stores nothing', async () => {
    const client = server().client();
    const before = await server().snapshot();
    const response = await client.post('/api/save', savePayload(await makePng()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'API_ERROR_UNAUTHORIZED', message: 'Please sign in first.' },
    });
    expect(await server().snapshot()).toEqual(before);
  });

  it('keeps saved designs across a restart over the same database', async () => {
    const client = server().client();
    await client.signUp({ email: 'restart@example.com', password: 'restart-password' });
    const { data } = await save(client, savePayload(await makePng()));
    await server().restart();
    const again = server().client();
    const read = await again.get(`/api/getEditorByHash/${data.hash}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: DesignRecord }>().data.editor).toEqual(completeDocument());
    expect((await again.get(`/designs/${data.hash}_o.png`)).statusCode).toBe(200);
    const signin = await again.post('/api/auth/signin', {
      email: 'restart@example.com',
      password: 'restart-password',
    });
    expect(signin.statusCode).toBe(200);
  });
});
