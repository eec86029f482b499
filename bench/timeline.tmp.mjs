// Temporary: per-request (send time, latency) of the save load, to see whether the tail clusters.
import autocannon from 'autocannon';
import { signedInClient, startServer } from './lib.mjs';
import { benchDocument, benchPng, saveBody } from './scenarios/api-save.mjs';
const workers = Number(process.env.W || 1);
const postgres = process.env.PG === '1';
const server = await startServer(8321, { workers, postgres });
const client = await signedInClient(server.url);
const body = JSON.stringify(saveBody(benchDocument(), await benchPng()));
const rate = Number(process.env.RATE || 150), seconds = Number(process.env.SECS || 10);
const t0 = Date.now();
const samples = [];
await Promise.all(Array.from({ length: 10 }, async (_, phase) => {
  await new Promise((r) => setTimeout(r, phase * 100));
  const inst = autocannon({ url: server.url, connections: 5, amount: rate * seconds / 10, overallRate: rate / 10, ignoreCoordinatedOmission: true,
    requests: [{ method: 'POST', path: '/api/save', headers: { ...client.headers(), 'content-type': 'application/json' }, body }] });
  inst.on('response', (_c, status, _b, rt) => samples.push([Date.now() - t0 - rt, rt, status]));
  await inst;
}));
await server.stop();
samples.sort((a, b) => a[0] - b[0]);
const lat = samples.map((s) => s[1]).sort((a, b) => a - b);
const p = (q) => lat[Math.ceil(q * lat.length) - 1];
console.log(`n ${lat.length} p50 ${p(0.5).toFixed(1)} p99 ${p(0.99).toFixed(1)} p99.9 ${p(0.999).toFixed(1)} non200 ${samples.filter((s) => s[2] !== 200).length}`);
const worst = [...samples].sort((a, b) => b[1] - a[1]).slice(0, 20);
console.log('worst (sent at ms, latency):', worst.map((s) => `${s[0].toFixed(0)}:${s[1].toFixed(0)}`).join(' '));
// Per 500 ms window: count and max
const bins = new Map();
for (const [at, rt] of samples) { const k = Math.floor(at / 500); const b = bins.get(k) ?? [0, 0, 0]; b[0]++; b[1] = Math.max(b[1], rt); b[2] += rt; bins.set(k, b); }
console.log([...bins].map(([k, b]) => `${k * 0.5}s:${b[0]}/${(b[2] / b[0]).toFixed(0)}/${b[1].toFixed(0)}`).join(' '));
