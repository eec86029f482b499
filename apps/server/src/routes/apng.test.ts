// Issue 20 finding 8: an animated PNG is a picture. file-type names it image/apng, which the upload and the
// save refused as not a PNG; both now take it as its first frame (the default image), as Canva does.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { UploadedImage } from '@lienzo/core';
import { makeApng } from '../test/apng';
import { savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { multipartFile } from '../test/upload-files';

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];

/** The colour of the picture's top-left pixel. */
async function firstPixel(png: Buffer): Promise<number[]> {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 4)];
}

describeEachEngine('animated PNGs (APNG)', (engine) => {
  const server = useTestServer(engine);

  it('builds a real APNG: two frames, named image/apng', async () => {
    const apng = makeApng(40, 30, [RED, BLUE]);
    expect(await fileTypeFromBuffer(apng)).toMatchObject({ mime: 'image/apng' });
    expect(await sharp(apng).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(await firstPixel(apng)).toEqual(RED);
  });

  it('stores an uploaded APNG as a still PNG of its first frame', async () => {
    const client = server().client();
    await client.signUp();
    const response = await client.post(
      '/api/uploadBackground',
      undefined,
      multipartFile(makeApng(40, 30, [RED, BLUE]), 'moving.png', 'image/png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: UploadedImage }>().data;
    expect(data).toMatchObject({ secure_url: expect.stringMatching(/\.png$/), width: 40, height: 30 });
    const stored = (await client.get(data.secure_url)).rawPayload;
    expect(await fileTypeFromBuffer(stored)).toMatchObject({ mime: 'image/png' });
    expect(await firstPixel(stored)).toEqual(RED);
    expect(stored.includes('acTL'), 'no animation left').toBe(false);
  });

  it('saves a design whose picture is an APNG, keeping its first frame without the animation', async () => {
    const client = server().client();
    await client.signUp();
    const payload = savePayload(Buffer.alloc(0));
    payload.image = `data:image/png;base64,${makeApng(payload.width, payload.height, [RED, BLUE]).toString('base64')}`;
    const response = await client.post('/api/save', payload);
    expect(response.statusCode, response.body).toBe(200);
    const { hash } = response.json<{ data: { hash: string } }>().data;
    const stored = (await client.get(`/designs/${hash}_o.png`)).rawPayload;
    expect(await fileTypeFromBuffer(stored)).toMatchObject({ mime: 'image/png' });
    expect(await firstPixel(stored)).toEqual(RED);
    expect(stored.includes('acTL'), 'no animation left').toBe(false);
  });
});
