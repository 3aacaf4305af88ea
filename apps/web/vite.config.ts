import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { SCREENS } from './src/app/screens';

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

/**
 * Writes .vite/screen-preloads.json: for each logged-in path (src/app/screens.ts), the files its
 * first render needs beyond the entry — the route table, the logged-in layout and its styles, the
 * screen's chunk and their imports. The server names them in the page it sends for that path
 * (apps/server/src/plugins/static-web.ts), so a phone fetches them together with the entry instead
 * of one import level per round trip after the entry has run (docs/decisions/004-screen-preloads.md).
 */
function screenPreloads(): Plugin {
  let outDir = 'dist';
  let screens: { path: string; files: string[] }[] = [];
  return {
    name: 'superliga-screen-preloads',
    apply: 'build',
    configResolved: (c) => void (outDir = c.build.outDir),
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const chunkOf = (suffix: string) => {
        const is = (id: string | null) => !!id && id.replace(/\\/g, '/').endsWith(suffix);
        // A module in a shared group has no chunk of its own: then the chunk that holds it.
        const chunk = chunks.find((c) => is(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(is));
        if (!chunk) this.error(`screen-preloads: no chunk for ${suffix}`);
        return chunk;
      };
      const filesOf = (chunk: Rollup.OutputChunk, out = new Set<string>()) => {
        if (out.has(chunk.fileName)) return out;
        out.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
        for (const f of chunk.imports) {
          const dep = bundle[f];
          if (dep?.type === 'chunk') filesOf(dep, out);
        }
        return out;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('screen-preloads: no entry chunk');
      const shell = filesOf(entry);
      const area = new Set<string>();
      for (const m of ['src/app/app-routes.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/app-styles.ts']) filesOf(chunkOf(m), area);
      screens = SCREENS.map(([path, module]) => ({ path, files: [...filesOf(chunkOf(`src/features/${module}.tsx`), new Set(area))].filter((f) => !shell.has(f)) }));
    },
    // Written once the bundle is final: Vite drops the JS stubs of style-only chunks (app-styles)
    // after generateBundle, and a page naming a file that does not exist would fetch a 404.
    writeBundle(_, bundle) {
      const out = screens.map((s) => ({ path: s.path, files: s.files.filter((f) => f in bundle).map((f) => `/${f}`) }));
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'screen-preloads.json'), JSON.stringify({ screens: out }, null, 1));
    },
  };
}

/**
 * Mantine's ScrollArea (the navbar, every table) takes a single hook, useMergeRefs, from
 * '@floating-ui/react', which is one 170 KB module: the popovers, focus traps and lists of every
 * select and menu. The bundler cannot split a module, so each screen with a table — the dashboard
 * too — downloaded and compiled all of Floating UI before its first paint. ScrollArea gets the same
 * hook from src/lib/merge-refs.ts (Mantine's own useMergedRef) instead; the selects and menus
 * still import Floating UI and load it with their screens.
 */
function scrollAreaRefs(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'superliga-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer)) return shim;
    },
  };
}

/**
 * The logged-in area's chunk: the layout, the route table and the area's styles with everything
 * they use, and the app's own modules (src/) that SHARED_BY screens or more import. Split by
 * the bundler alone, what the layout shares with a few screens became small common chunks (it
 * cannot know that every screen is drawn inside the layout), and the dashboard needed 17 files.
 * A phone on HTTP/1.1 has six connections, so every six files cost another round trip before
 * the screen could paint: merged, the dashboard needs 9 files and paints ~200 ms sooner under
 * Lighthouse's slow 4G (docs/decisions/004-screen-preloads.md).
 *
 * Only the three roots are named for the layout: the group takes what they really use with
 * them. Listing their import closure instead would also take whatever a package index
 * re-exports (all of Mantine, every zod schema in @superliga/league).
 */
const AREA_ROOTS = ['src/app/app-routes.tsx', 'src/app/layouts/app-layout.tsx', 'src/app/app-styles.ts'];
const SHARED_BY = 4;
function areaChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const area = new Set<string>();
  const norm = (id: string) => id.replace(/\\/g, '/');
  const plugin: Plugin = {
    name: 'superliga-area-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => {
        const id = ids.find((i) => norm(i).endsWith(suffix));
        if (!id) this.error(`area-chunk: no module ${suffix}`);
        return id;
      };
      // Static imports only: a screen's lazy chunks are not part of what it draws first.
      const closure = (root: string) => {
        const seen = new Set<string>([root]);
        for (const id of seen) for (const dep of this.getModuleInfo(id)?.importedIds ?? []) seen.add(dep);
        return seen;
      };
      area.clear();
      for (const root of AREA_ROOTS) area.add(find(root));
      const uses = new Map<string, number>();
      for (const [, module] of SCREENS) for (const id of closure(find(`src/features/${module}.tsx`))) uses.set(id, (uses.get(id) ?? 0) + 1);
      for (const [id, n] of uses) if (n >= SHARED_BY && /apps\/web\/src\//.test(norm(id))) area.add(id);
    },
  };
  return { plugin, has: (id) => area.has(id) };
}
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
    // is one chunk (areaChunk above). The UI libraries that only some screens use stay with those
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
