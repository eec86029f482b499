// Bytes on the wire from navigation to editor ready (issue 22): a fresh Chromium context opens the app the way a
// user does, and Chrome's own network log (CDP Network.loadingFinished encodedDataLength: headers and body as
// received, i.e. compressed) is summed for every response finished before `data-editor-ready` turned true.
// Run on its own: `node bench/scenarios/bytes-until-ready.mjs http://127.0.0.1:8080 [runs]`.
import { chromium } from 'playwright';
import { median } from '../lib.mjs';

/** One fresh visit: every finished response's wire size, type and encoding, and the totals up to ready. */
async function oneVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  const finished = [];
  let ready = false;
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    responses.set(requestId, {
      url: response.url,
      type,
      mime: response.mimeType,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) finished.push({ ...response, bytes: encodedDataLength, beforeReady: !ready });
  });
  await page.goto(`${url}/#/templates`);
  await page.waitForSelector('[data-editor-ready="true"]', { timeout: 60_000 });
  ready = true;
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
  const beforeReady = finished.filter((entry) => entry.beforeReady);
  return { untilReady: sum(beforeReady), untilIdle: sum(finished), responses: finished };
}

export async function bytesUntilReady(url, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const visits = [];
  try {
    for (let run = 0; run < runs; run++) visits.push(await oneVisit(browser, url));
  } finally {
    await browser.close();
  }
  return {
    medianUntilReady: median(visits.map((visit) => visit.untilReady)),
    medianUntilIdle: median(visits.map((visit) => visit.untilIdle)),
    visits,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url = 'http://127.0.0.1:8080', runs = '3', detail] = process.argv.slice(2);
  const result = await bytesUntilReady(url, Number(runs));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `until ready: median ${kb(result.medianUntilReady)}; until idle: ${kb(result.medianUntilIdle)}`,
  );
  console.log(`runs: ${result.visits.map((visit) => kb(visit.untilReady)).join(', ')}`);
  if (detail) {
    const byKind = new Map();
    for (const entry of result.visits[0].responses) {
      const kind = `${entry.beforeReady ? 'before' : 'after'} ready · ${entry.type} · ${entry.encoding || 'identity'}`;
      const row = byKind.get(kind) ?? { count: 0, bytes: 0 };
      byKind.set(kind, { count: row.count + 1, bytes: row.bytes + entry.bytes });
    }
    for (const [kind, row] of byKind) console.log(`${kind}: ${row.count} responses, ${kb(row.bytes)}`);
    if (detail === 'all')
      for (const entry of result.visits[0].responses)
        console.log(`${entry.beforeReady ? 'B' : 'A'} ${entry.bytes}\t${entry.encoding}\t${entry.url}`);
  }
}
