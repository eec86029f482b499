// Runs one `hammer` in a child process and sends its summary back: a load whose answers are large (megabytes a
// second to parse) would otherwise hold the event loop of the process that times the other requests, and its
// own delay would be counted as the server's. A process, not a worker thread: autocannon answers differently
// inside a worker thread (it takes itself for one of its own workers).
import { hammer } from '../lib.mjs';

process.once('message', async (options) => {
  process.send(await hammer(options), () => process.exit(0));
});
