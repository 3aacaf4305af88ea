import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { areaChunk } from './build/area-chunk';
import { precompress } from './build/precompress';
import { screenPreloads } from './build/screen-preloads';
import { scrollAreaRefs } from './build/scroll-area-refs';

const area = areaChunk();

export default defineConfig({
  plugins: [react(), scrollAreaRefs(), precompress(), screenPreloads(), area.plugin],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // Module preload on: a lazy screen fetches its whole import tree at once instead of one level
  // per round trip (the dashboard waited on six serial hops of small chunks under Lighthouse's
  // slow 4G), and index.html preloads the entry's shared chunk. The per-screen file lists live in
  // the chunk that imports the screen (app-routes for the logged-in area), so the /login shell
  // only gains the lists of login/signup. No polyfill: every supported browser has modulepreload.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { polyfill: false },
    // Fewer, larger chunks. Split per module, the dashboard needed 41 files (over HTTP/1.1's six
    // connections, about seven round trips on a phone network) for 88 KB gzip. Now: the entry
    // holds everything /login needs ('$initial', under budget in one file) and the logged-in area
    // is one chunk (build/area-chunk.ts). The UI libraries that only some screens use stay with those
    // screens: a 'ui' group of every library four screens share made each screen load them all
    // (the dashboard 201 KB brotli instead of 184).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'app-area', test: area.has, priority: 2 },
          ],
        },
      },
    },
  },
});
