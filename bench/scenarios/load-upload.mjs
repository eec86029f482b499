// POST /api/uploadBackground at a fixed rate (issue 12): a real 1065×1600 JPEG photo as the browser sends it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hammer, root, signedInClient } from '../lib.mjs';

const PHOTO = resolve(root, 'apps/server/assets/photos/dogs-at-the-window.jpg');
/** The server's limit per user (DEFAULT_UPLOAD_RATE_LIMIT, 30 a minute): each user sends at most this many. */
const UPLOADS_PER_USER = 30;
const BOUNDARY = '----LienzoBenchBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body with the photo as field `file`, as a browser's FormData sends it. */
function multipartBody(bytes) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dogs-at-the-window.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * `rate` uploads a second for `seconds` with `connections` open. The uploads take turns among enough fresh
 * users that none reaches the per-user limit, so every answer measures the upload itself.
 */
export async function uploadLoad(url, { rate, seconds, connections }) {
  const photo = readFileSync(PHOTO);
  const amount = Math.round(rate * seconds);
  const users = [];
  for (let count = Math.ceil(amount / UPLOADS_PER_USER); users.length < count;)
    users.push(await signedInClient(url));
  const headers = users.map((user) => ({
    ...user.headers(),
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  }));
  let sent = 0;
  const result = await hammer({
    url,
    connections,
    amount,
    overallRate: rate,
    request: {
      method: 'POST',
      path: '/api/uploadBackground',
      headers: headers[0],
      body: multipartBody(photo),
    },
    setupRequest: (request) => ({ ...request, headers: headers[sent++ % headers.length] }),
  });
  return { ...result, photoKB: photo.length / 1024, users: users.length };
}
