// Builds the canvas bench page (bench/canvas/index.html) into bench/.out/canvas, minified as the app is.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../.out/canvas', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
