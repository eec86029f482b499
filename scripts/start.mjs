// `npm start`: install if missing, build if stale, then serve the editor and API on http://localhost:8080
// with the embedded SQLite database and local storage under DATA_DIR (default ./data), seeded on first start.
import { buildIsStale, ensureInstalled, run, runOrExit } from './lib.mjs';

await ensureInstalled();
if (buildIsStale()) await runOrExit('build', 'node', ['scripts/build.mjs']);
const env = { PORT: process.env.PORT ?? '8080', DATA_DIR: process.env.DATA_DIR ?? './data' };
process.exit(await run('node', ['apps/server/dist/server.mjs'], { env }));
