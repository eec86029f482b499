// What a page loads until a moment of its own clock (its ready mark): the bytes really sent for each request
// (CDP Network.loadingFinished encodedDataLength: headers and body as they crossed the wire, compressed or not)
// and the gzip size of the JavaScript among them (what it would cost compressed, whatever the server sent).
import { gzipSync } from 'node:zlib';

/** Starts recording `page`'s requests over CDP; call before navigating. */
export async function watchNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const waiting = new Set();
  const entry = (id) => requests.get(id) ?? requests.set(id, { url: '', type: '' }).get(id);
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) =>
    Object.assign(entry(requestId), { url: request.url, type }),
  );
  cdp.on('Network.responseReceived', ({ requestId, response, type }) =>
    Object.assign(entry(requestId), {
      type,
      mime: response.mimeType,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      cached: Boolean(response.fromDiskCache || response.fromMemoryCache),
    }),
  );
  const finished = ({ requestId, encodedDataLength }) => {
    // A response from the browser's cache crossed no wire, whatever size CDP gives it.
    const request = entry(requestId);
    request.bytes = request.cached ? 0 : (encodedDataLength ?? 0);
    for (const check of waiting) check();
  };
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', ({ requestId }) => finished({ requestId, encodedDataLength: 0 }));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => (entry(requestId).cached = true));

  /**
   * Every request the page finished by `until` (ms on the page's clock; the document always counts), once
   * CDP has reported each: url, CDP type, bytes on the wire, content-encoding, whether the cache served it.
   */
  async function finishedBy(until) {
    const timed = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, end: entry.responseEnd }))
        .concat([{ url: location.href.split('#')[0], end: 0 }]),
    );
    const urls = new Set(timed.filter((entry) => entry.end <= until).map((entry) => entry.url));
    const chosen = () => [...requests.values()].filter((request) => urls.has(request.url.split('#')[0]));
    const pending = () => chosen().some((request) => request.bytes === undefined);
    if (pending())
      await new Promise((resolve) => {
        const check = () => {
          if (pending()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
      });
    return chosen();
  }
  return { finishedBy, detach: () => cdp.detach() };
}

const gzipSizes = new Map();

/** The gzip (level 9) size of `url`'s body as the server has it, fetched once per URL. */
async function gzipSizeOf(url) {
  if (!gzipSizes.has(url)) {
    const response = await fetch(url);
    gzipSizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return gzipSizes.get(url);
}

/**
 * The figures of what `requests` (from finishedBy) cost: all bytes sent, the scripts' bytes sent and their
 * gzip size, how many of them came compressed, in KB.
 */
export async function loadFigures(requests) {
  const scripts = requests.filter((request) => request.type === 'Script' && !request.url.startsWith('data:'));
  const sum = (list, key) => list.reduce((total, request) => total + (request[key] ?? 0), 0);
  let jsGzip = 0;
  for (const script of scripts) jsGzip += await gzipSizeOf(script.url);
  return {
    requests: requests.length,
    transferredKB: sum(requests, 'bytes') / 1024,
    jsFiles: scripts.length,
    jsSentKB: sum(scripts, 'bytes') / 1024,
    jsGzipKB: jsGzip / 1024,
    jsCompressed: scripts.filter((script) => script.encoding).length,
    /** The three largest on the wire: what the transfer figure is mostly made of. */
    largest: [...requests]
      .sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))
      .slice(0, 3)
      .map((request) => ({
        name: request.url.split('/').pop().split('?')[0] || request.url,
        KB: (request.bytes ?? 0) / 1024,
        encoding: request.encoding || 'none',
      })),
  };
}
