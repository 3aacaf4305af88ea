import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text file of the build, once, at the highest levels; the server
 * (static-web.ts, preCompressed) sends them as they are. Uncompressed, /login moved ~4x the bytes
 * over Lighthouse's slow 4G (its top opportunity), and compressing per request would cost the API
 * CPU on a 2-core machine.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  // Skips .vite/ (the manifest is read by tools, never served to browsers).
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  return {
    name: 'superliga-precompress',
    apply: 'build',
    configResolved: (c) => void (outDir = c.build.outDir),
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f))) {
        const raw = readFileSync(file);
        if (raw.length < 1024) continue; // a packet either way
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
    // holds everything /login needs ('$initial', which is now under budget in one file); the UI
    // libraries and the app's own modules that at least four screens share make one chunk each.
    // Zod, dayjs and the number input stay with the few screens that use them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'ui', test: /node_modules[\\/](@mantine|@floating-ui|@tanstack|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref)/, minShareCount: 4, priority: 2 },
            { name: 'app-shared', test: /apps[\\/]web[\\/]src[\\/]/, minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
});
