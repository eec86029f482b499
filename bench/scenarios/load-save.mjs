// POST /api/save at a fixed rate (issue 12), every request a different design, then every acknowledged save
// read back: its document through GET /api/getEditorByHash and its picture through /designs/{hash}_o.png.
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { hammer } from '../lib.mjs';
import { benchDocument, benchPng, saveBody } from './api-save.mjs';

/** Distinct pictures cycled through the saves (each save's text and title are its own). */
const PICTURES = 8;
const MARK = '{{save}}';

/** The document and title of save number `index`: the template with the mark replaced by the number. */
function numbered(template, index) {
  return JSON.parse(JSON.stringify(template).replaceAll(MARK, String(index)));
}

async function pixels(png) {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** What differs between save `index` as sent and as read back; null when nothing does. */
async function readBackMismatch(url, client, { hash, index, picture }, expected) {
  const design = await client.call('GET', `/api/getEditorByHash/${hash}`);
  if (!design.ok) return `getEditorByHash ${hash}: ${design.status}`;
  const { data } = await design.json();
  const sent = numbered(expected.body, index);
  if (!isDeepStrictEqual(data.editor, sent.editor)) return `${hash}: the document differs`;
  if (data.title !== sent.title) return `${hash}: the title differs`;
  const image = await fetch(`${url}${data.image}`);
  if (!image.ok) return `${data.image}: ${image.status}`;
  const stored = await pixels(Buffer.from(await image.arrayBuffer()));
  if (!stored.equals(expected.pixels[picture])) return `${data.image}: the pixels differ`;
  return null;
}

/** Reads every acknowledged save back, a few at a time; returns how many differ and the first few reasons. */
async function readBack(url, client, acknowledged, expected) {
  const reasons = [];
  let mismatches = 0;
  let next = 0;
  const reader = async () => {
    while (next < acknowledged.length) {
      const reason = await readBackMismatch(url, client, acknowledged[next++], expected);
      if (reason) {
        mismatches++;
        if (reasons.length < 5) reasons.push(reason);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, reader));
  return { mismatches, reasons };
}

/**
 * `rate` saves a second for `seconds` with `connections` open, as the signed-in `client`; then the read-back.
 * A save counts as acknowledged when it was answered 200 with a hash.
 */
export async function saveLoad(url, client, { rate, seconds, connections }) {
  const document = benchDocument();
  document.pages[0].objects[0].text = `Save number ${MARK}`;
  const pngs = await Promise.all(Array.from({ length: PICTURES }, (_, variant) => benchPng(variant)));
  const expected = {
    body: { editor: document, title: `Load save ${MARK}` },
    pixels: await Promise.all(pngs.map((png) => pixels(Buffer.from(png, 'base64')))),
  };
  // The JSON text of each picture's body, with the mark left in for the number of each request.
  const bodies = pngs.map((png) => JSON.stringify(saveBody(document, png, `Load save ${MARK}`)));
  const acknowledged = [];
  let sent = 0;
  const result = await hammer({
    url,
    connections,
    amount: Math.round(rate * seconds),
    overallRate: rate,
    request: {
      method: 'POST',
      path: '/api/save',
      headers: { ...client.headers(), 'content-type': 'application/json' },
    },
    // One request in flight per connection, so its context names the save being answered.
    setupRequest: (request, context) => {
      context.index = sent++;
      context.picture = context.index % PICTURES;
      return { ...request, body: bodies[context.picture].replaceAll(MARK, String(context.index)) };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const hash = JSON.parse(body)?.data?.hash;
      if (typeof hash === 'string')
        acknowledged.push({ hash, index: context.index, picture: context.picture });
    },
  });
  const check = await readBack(url, client, acknowledged, expected);
  return { ...result, acknowledged: acknowledged.length, ...check };
}
