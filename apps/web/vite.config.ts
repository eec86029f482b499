import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:8080';

// Built into apps/web/dist, which the server serves at `/`. Fabric and the engine load in their own chunk
// when the canvas mounts, so the first load stays small (DESIGN.md §8).
export default defineConfig({
  // Relative asset links: the server may mount the same build under any BASE_PATH.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': api,
      '/designs': api,
    },
  },
});
