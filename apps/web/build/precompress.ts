import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text file of the build, once, at the highest levels; the server
 * (static-web.ts, preCompressed) sends them as they are. Uncompressed, /login moved ~4x the bytes
 * over Lighthouse's slow 4G (its top opportunity), and compressing per request would cost the API
 * CPU on a 2-core machine.
 */
export function precompress(): Plugin {
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
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}
