import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { preloadFirstScreen } from './vite-plugins/preloadFirstScreen';

const api = 'http://localhost:8080';
/** Smaller files are not worth a second request's bytes of headers; the server compresses the same way (1 KB). */
const PRECOMPRESS_THRESHOLD = 1024;

// Built into apps/web/dist, which the server serves at `/`. Fabric and the engine load in their own chunk
// when the canvas mounts, so the first load stays small (DESIGN.md §8).
export default defineConfig({
  // Relative asset links: the server may mount the same build under any BASE_PATH.
  base: './',
  plugins: [
    // Preact with its React compatibility layer in place of React (aliases react and react-dom): the same
    // components and libraries at a tenth of the bytes the first screen waits for (issue 22).
    preact(),
    preloadFirstScreen(),
    // Every text file of the build (and of public/: locale files, icons) gets a .br and a .gz beside it at the
    // best ratios, which the server's static plugin sends to browsers that accept them (issue 22): compressed
    // once here instead of on every request. Files the compression would not shrink are left alone.
    compression({
      include: /\.(html|xml|css|json|js|mjs|svg|txt)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: PRECOMPRESS_THRESHOLD,
      logLevel: 'silent',
    }),
    // Source maps (megabytes, fetched by developer tools only) at quick settings: the best ratio cost 25 s a build.
    compression({
      include: /\.map$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        defineAlgorithm('gzip', { level: 6 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one file: left to automatic splitting, the modules it
          // shares with lazy chunks became two dozen files of a few hundred bytes, fetched six at a time
          // before anything could run (issue 22).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/designs': api,
    },
  },
});
